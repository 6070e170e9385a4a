/**
 * `GET`/`PUT /__dev/clock` (docs/contract.md#dev-clock): the reference API's clock, which the E2E
 * run moves forward to see what time does (an order nobody answered, refused by itself). Exists
 * only with DEV_CLOCK=1, never in production; not part of the storefront's contract.
 */
import { z } from 'zod';
import { envelope } from './schemas';

/** At most a week ahead: past a weekend's closure, never into a year nobody tests. */
const DEV_CLOCK_MAX_OFFSET_MS = 7 * 24 * 60 * 60 * 1000;

export const devClockBodySchema = z.strictObject({
  offset_ms: z
    .number({ error: 'offset_ms est un nombre de millisecondes.' })
    .int({ error: 'offset_ms est un nombre entier de millisecondes.' })
    .min(0, { error: 'L’horloge ne recule pas : offset_ms vaut 0 ou plus.' })
    .max(DEV_CLOCK_MAX_OFFSET_MS, { error: 'Au plus une semaine d’avance.' }),
});

export const devClockResponseSchema = envelope(
  z.object({
    /** The API's instant now, ISO 8601. */
    now: z.iso.datetime(),
    offset_ms: z.number().int().min(0),
  }),
);
