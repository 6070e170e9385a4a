'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { unavailableCartItems } from '@/lib/domain/availability';
import type { OrderMode } from '@/lib/domain/cart-types';
import { cartMenus } from '@/lib/domain/quote';
import {
  firstSlot,
  horizonDates,
  isAsapAvailable,
  timeSlots,
  type LocalDate,
  type TimeSlot,
} from '@/lib/domain/slots';
import {
  menusWithSwitches,
  orderAllowedDuringPause,
  slotRules,
} from '@/lib/domain/kitchen-switches';
import { useKitchenSwitches } from '@/components/switches/use-kitchen-switches';
import { correctTimeChoice, dayNote, type TimeFields } from '@/lib/checkout/time-choice';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { useCheckoutStore } from '@/stores/checkout';
import { useFullSlots } from './use-full-slots';

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const NONE: ReadonlySet<number> = new Set();

const choice =
  'flex min-h-12 flex-1 items-center justify-center gap-2 rounded-xl border-2 border-neutral-200 px-3 font-semibold has-checked:border-brand has-checked:bg-brand/5';
const select = 'min-h-12 w-full rounded-xl border border-neutral-300 bg-white px-3 text-base';

/**
 * The time step's sources as of this minute: the cart's menus, whether one is open, the dates of
 * the horizon, the chosen date's slots, the full ones, and the correction the choice needs
 * (lib/checkout/time-choice.ts). The kitchen's switches change them (issue 36): no « dès que
 * possible » during a pause, only the slots after it; lead times longer by the busy delay; a
 * closed date's slots gone, a special day's kept within its hours.
 */
function useTimeChoice(mode: OrderMode, value: TimeFields) {
  const { switches, now: switchNow } = useKitchenSwitches();
  const now = switchNow ?? new Date();
  const lines = useCartStore((s) => s.lines);
  const { menus, settings } = useCatalogueStore();
  const forced = useCheckoutStore((s) => s.scheduleForced);
  const timeZone = settings.timezone;
  const own = cartMenus(lines, menus);
  const rules = slotRules(switches, settings.scheduling, now);
  const asap =
    isAsapAvailable(menusWithSwitches(own, switches, now, timeZone), now, timeZone) &&
    orderAllowedDuringPause(switches.pause, now, null);
  const dates = horizonDates(now, timeZone, settings.scheduling);
  const date = value.delivery_date || dates[0].date;
  const known = useFullSlots(mode, date);
  const full = known ?? NONE;
  const options = { mode, settings: rules.scheduling, now, timeZone };
  const slotsOn = (day: string) =>
    rules.onDate(timeSlots(own, { ...options, date: day }), day).filter(rules.accept);
  const slots = slotsOn(date);
  const chosen = value.is_scheduled
    ? (slots.find((slot) => slot.value === value.delivery_time_range) ?? null)
    : null;
  // Every item of the cart can be served at the slot.
  const accept = (slot: TimeSlot) =>
    rules.accept(slot) && unavailableCartItems(lines, menus, slot.startsAt, timeZone).length === 0;
  const correction = correctTimeChoice(value, {
    asap,
    forced,
    chosen,
    full: known,
    dates: dates.map((d) => d.date),
    first: () => firstSlot(own, { ...options, full, accept, onDate: rules.onDate }),
    firstOn: (day) =>
      slotsOn(day).find((slot) => !full.has(slot.startsAt.getTime()) && accept(slot)) ?? null,
  });
  return { asap, dates, date, slots, full, slotsOn, correction };
}

/**
 * As soon as possible (only while a menu of the cart is open) or a slot: a day of the booking
 * horizon, then one of that day's slots for the mode, with the settings' lead time and drops.
 * While every menu of the cart is closed only slots are offered, the first suitable one chosen;
 * full slots are shown and cannot be chosen.
 */
export function DeliveryTime({
  mode,
  value,
  error,
  onChange,
}: {
  mode: OrderMode;
  value: TimeFields;
  error?: string;
  onChange: (patch: Partial<TimeFields>) => void;
}) {
  const t = useTranslations('checkout.delivery');
  const tError = useTranslations('checkout.errors');
  const { asap, dates, date, slots, full, slotsOn, correction } = useTimeChoice(mode, value);

  // A chosen slot found full and replaced (or dropped) is named until the diner picks again.
  const taken = useCheckoutStore((s) => s.slotTaken);
  useEffect(() => {
    if (!correction) return;
    onChange(correction.patch);
    const checkout = useCheckoutStore.getState();
    checkout.setScheduleForced(correction.forced);
    checkout.setSlotTaken(correction.full ?? null);
  }, [correction, onChange]);
  useEffect(() => () => useCheckoutStore.getState().setSlotTaken(null), []);

  // What the diner picks is theirs: never replaced while valid, kept when ASAP comes back.
  const choose = (patch: Partial<TimeFields>) => {
    onChange(patch);
    useCheckoutStore.getState().setScheduleForced(false);
    useCheckoutStore.getState().setSlotTaken(null);
  };

  const dayLabel = (d: LocalDate) => {
    const name =
      d.daysAhead === 0
        ? t('today')
        : d.daysAhead === 1
          ? t('tomorrow')
          : dayFormat.format(new Date(`${d.date}T12:00:00Z`));
    const note = dayNote(slotsOn(d.date), full);
    return note ? t(note === 'none' ? 'dayNoSlot' : 'dayFull', { day: name }) : name;
  };

  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-lg font-bold">{t('when')}</legend>
      {asap ? (
        <div className="flex gap-2">
          <label className={choice}>
            <input
              type="radio"
              name="when"
              checked={!value.is_scheduled}
              onChange={() => choose({ is_scheduled: false })}
            />
            {t('asap')}
          </label>
          <label className={choice}>
            <input
              type="radio"
              name="when"
              checked={value.is_scheduled}
              onChange={() => choose({ is_scheduled: true })}
            />
            {t('scheduled')}
          </label>
        </div>
      ) : (
        <p className="rounded-xl bg-cream p-3 text-neutral-800" data-testid="delivery-closed">
          {t('closed', { mode })}
        </p>
      )}
      {value.is_scheduled && (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="space-y-1 font-semibold">
            <span className="block">{t('date')}</span>
            <select
              className={select}
              value={date}
              onChange={(e) => choose({ delivery_date: e.target.value, delivery_time_range: '' })}
            >
              {dates.map((d) => (
                <option key={d.date} value={d.date}>
                  {dayLabel(d)}
                </option>
              ))}
            </select>
          </label>
          <label className="space-y-1 font-semibold">
            <span className="block">{t('slot')}</span>
            <select
              className={select}
              value={value.delivery_time_range}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'delivery-slot-error' : undefined}
              onChange={(e) => choose({ delivery_date: date, delivery_time_range: e.target.value })}
            >
              <option value="">{t('chooseSlot')}</option>
              {slots.map((slot) => {
                const isFull = full.has(slot.startsAt.getTime());
                return (
                  <option key={slot.value} value={slot.value} disabled={isFull}>
                    {isFull ? t('slotFull', { slot: slot.label }) : slot.label}
                  </option>
                );
              })}
            </select>
          </label>
          {/* Mounted empty, then filled: a live region that arrives with its text is often not read. */}
          <p
            className="text-sm font-semibold text-brand-dark empty:hidden sm:col-span-2"
            role="status"
          >
            {taken && value.is_scheduled
              ? value.delivery_time_range
                ? t('fullReplaced', { slot: taken })
                : t('fullDropped', { slot: taken })
              : null}
          </p>
          {slots.length === 0 && (
            <p className="text-sm text-neutral-700 sm:col-span-2">{t('noSlot')}</p>
          )}
          {error && (
            <p
              id="delivery-slot-error"
              className="text-sm font-semibold text-brand-dark sm:col-span-2"
            >
              {tError(error)}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
