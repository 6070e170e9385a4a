/**
 * GET /v2/public/kitchen: the kitchen's switches as the diner's pages show them
 * (docs/contract.md#kitchen-switches, ADR 47): read from the catalogue snapshot, so a switch
 * flipped through any instance is answered on the next request; never cached on the way.
 */
import { Hono } from 'hono';
import { localDateSchema, publicKitchenResponseSchema } from '@/lib/api/kitchen-switches';
import type { PublicKitchen } from '@/lib/api/public-kitchen';
import { extraMinutesAt, localDate, pauseAt } from '@/lib/domain/kitchen-switches';
import type { Deps } from '../context';
import { send } from '../http';
import type { Catalogue } from '../services/catalogue';

/** The switches in force at `now`, without who set them: dated ones only while not over. */
function publicKitchen(catalogue: Catalogue, now: Date): PublicKitchen {
  const { pause, delay, closures, specialHours } = catalogue.kitchen;
  const today = localDate(now, catalogue.timeZone);
  const current = pauseAt(pause, now);
  return {
    status: 'success',
    pause: current && {
      since: current.since.toISOString(),
      until: current.until?.toISOString() ?? null,
    },
    delay:
      delay && extraMinutesAt(delay, now) > 0
        ? { minutes: delay.minutes, until: delay.until.toISOString() }
        : null,
    closures: closures.filter((closure) => closure.to >= today),
    // A key typed by hand into a date that is none is left out, never a 500.
    special_hours: specialHours.filter(
      (day) => localDateSchema.safeParse(day.date).success && day.date >= today,
    ),
  };
}

export function kitchenRoutes({ catalogue, now }: Deps) {
  return new Hono().get('/kitchen', async (c) => {
    c.header('Cache-Control', 'no-store');
    return send(c, publicKitchenResponseSchema, publicKitchen(await catalogue.current(), now()));
  });
}
