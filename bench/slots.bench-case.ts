/**
 * Benchmark case: the pickup and delivery slots of every day of a week for the demo menus, as the
 * checkout's date picker asks for them. `slotsCase()` builds the input once; the returned thunk is
 * the measured work and returns the number of slots so the runner can check it did something.
 */
import { slotDates, timeSlots, type SlotMenu } from '@/lib/domain/slots';
import { MENUS } from '@/server/db/seed/menus';
import { RESTAURANT } from '@/server/db/seed/restaurant';

/** A thunk computing a week of pickup and delivery slots for the demo restaurant. */
export function slotsCase(): () => number {
  const menus: SlotMenu[] = MENUS.map((menu) => ({
    menu_is_available: true,
    time_ranges: menu.timeRanges,
    pickup_time_ranges: menu.pickupTimeRanges,
  }));
  // A fixed Monday morning, so every run computes the same week (lead time bites on day one).
  const now = new Date('2026-06-01T09:40:00Z');
  const timeZone = RESTAURANT.timezone;
  const dates = slotDates(now, timeZone, 7);
  return () => {
    let count = 0;
    for (const { date } of dates) {
      for (const mode of ['pickup', 'delivery'] as const) {
        count += timeSlots(menus, {
          date,
          mode,
          settings: RESTAURANT.scheduling,
          now,
          timeZone,
        }).length;
      }
    }
    return count;
  };
}
