/**
 * The kitchen's switches in the staff extension (docs/contract.md#kitchen-switches, issue 36):
 * what the staff calls accept, and how each switch is stored (read back through the same schemas,
 * so a row edited by hand into garbage is ignored, never served). Rules: lib/domain/kitchen-switches.
 */
import { z } from 'zod';
import type { PublicKitchen } from './public-kitchen';

const instant = z.iso.datetime({ offset: true });
const localDate = z.iso.date({ error: 'date au format AAAA-MM-JJ attendue' });
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'heure au format HH:MM attendue');
const positiveId = z.number().int().positive().max(2_147_483_647);
// Typed by the kitchen, shown to every diner: one line, no control characters.
const message = z
  .string()
  .trim()
  .min(1, 'message obligatoire')
  .max(200, 'message de 200 caractères au plus')
  .refine((text) => !/\p{Cc}/u.test(text), { error: 'message sur une seule ligne attendu' });

/** POST /v2/staff/switches/pause: minutes, or null until reopened. */
export const pauseBodySchema = z.object({
  minutes: z.union([z.literal(15), z.literal(30), z.literal(60), z.null()]),
});

/** POST /v2/staff/switches/delay: minutes added, for how long (an hour by default). */
export const delayBodySchema = z.object({
  minutes: z.union([z.literal(10), z.literal(20), z.literal(30)]),
  for_minutes: z.number().int().min(15).max(720).default(60),
});

const SOLD_OUT_KINDS = ['item', 'option'] as const;
export const soldOutKindSchema = z.enum(SOLD_OUT_KINDS);

/** POST /v2/staff/switches/sold-out: until the next service (default) or until switched back. */
export const soldOutBodySchema = z.object({
  kind: soldOutKindSchema,
  id: positiveId,
  until: z.enum(['next_opening', 'switched_back']).default('next_opening'),
});

/** POST /v2/staff/switches/closures: local dates, both included. */
export const closureBodySchema = z
  .object({ from: localDate, to: localDate, message })
  .refine((body) => body.from <= body.to, {
    error: 'la fin de la fermeture doit suivre son début',
    path: ['to'],
  });

/** PUT /v2/staff/switches/special-hours/:date: that day's hours (none: closed that day). */
export const specialHoursBodySchema = z.object({
  times: z
    .array(
      z.tuple([time, time]).refine(([from, to]) => from !== to && from !== '24:00', {
        error: 'plage horaire vide',
      }),
    )
    .max(4, 'quatre plages au plus'),
});

export const localDateSchema = localDate;

/** How each switch is stored (`kitchen_switches.value`), by the key's first part. */
export const storedPauseSchema = z.object({ since: instant, until: instant.nullable() });
export const storedDelaySchema = z.object({ minutes: z.number().int().positive(), until: instant });
export const storedSoldOutSchema = z.object({ until: instant.nullable() });
export const storedClosureSchema = z.object({
  from: localDate,
  to: localDate,
  message: z.string(),
});
export const storedSpecialHoursSchema = z.object({ times: z.array(z.tuple([time, time])) });

/** GET /v2/staff/switches: the switches in force, with who set each and when. */
const setBy = { set_by: z.string(), set_at: instant };
export const switchesResponseSchema = z.object({
  status: z.literal('success'),
  pause: storedPauseSchema.extend(setBy).nullable(),
  delay: storedDelaySchema.extend(setBy).nullable(),
  sold_out: z.array(
    storedSoldOutSchema.extend({
      kind: soldOutKindSchema,
      id: positiveId,
      name: z.string(),
      ...setBy,
    }),
  ),
  closures: z.array(storedClosureSchema.extend(setBy)),
  special_hours: z.array(storedSpecialHoursSchema.extend({ date: localDate, ...setBy })),
});
export type SwitchesResponse = z.infer<typeof switchesResponseSchema>;

/**
 * GET /v2/public/kitchen: what the diner's pages need of the switches at this instant, nothing of
 * who set them (docs/contract.md#kitchen-switches): the pause and the delay in force, the
 * closures and special hours not over. Sold-out dishes travel in the menus. The diner's pages read
 * it by hand (lib/api/public-kitchen.ts) to keep zod out of their scripts; tests hold both alike.
 */
export const publicKitchenResponseSchema: z.ZodType<PublicKitchen> = z.object({
  status: z.literal('success'),
  pause: z.object({ since: instant, until: instant.nullable() }).nullable(),
  delay: z.object({ minutes: z.number().int().positive(), until: instant }).nullable(),
  closures: z.array(storedClosureSchema),
  special_hours: z.array(storedSpecialHoursSchema.extend({ date: localDate })),
});
