/**
 * The kitchen's switches as stored (server/db/schema/kitchen-switches.ts): read into the domain's
 * shape for the catalogue snapshot, written with a log line in one transaction. A row that does
 * not parse is skipped with a warning: a switch typed by hand into garbage is off, never a 500.
 */
import { eq } from 'drizzle-orm';
import {
  storedClosureSchema,
  storedDelaySchema,
  storedPauseSchema,
  storedSoldOutSchema,
  storedSpecialHoursSchema,
} from '@/lib/api/kitchen-switches';
import { NO_SWITCHES, type KitchenSwitches } from '@/lib/domain/kitchen-switches';
import type { Database } from '../db/client';
import { kitchenSwitchLog, kitchenSwitches } from '../db/schema';

export type SwitchRow = typeof kitchenSwitches.$inferSelect;

export const switchKeys = {
  pause: 'pause',
  delay: 'delay',
  soldOut: (kind: 'item' | 'option', id: number) => `sold_out:${kind}:${id}`,
  closure: (from: string) => `closure:${from}`,
  special: (date: string) => `special:${date}`,
} as const;

const SOLD_OUT_KEY = /^sold_out:(item|option):([1-9]\d{0,9})$/;
const date = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The switches the rows hold, in the domain's shape; garbage rows skipped and reported. */
export function readSwitches(rows: readonly SwitchRow[]): KitchenSwitches {
  const switches: KitchenSwitches = {
    ...NO_SWITCHES,
    soldOut: [],
    closures: [],
    specialHours: [],
  };
  for (const row of rows) {
    if (!readRow(switches, row)) {
      console.warn(`[api] interrupteur de cuisine illisible ignoré : ${JSON.stringify(row.key)}`);
    }
  }
  return switches;
}

function readRow(switches: KitchenSwitches, { key, value }: SwitchRow): boolean {
  if (key === switchKeys.pause) {
    const pause = storedPauseSchema.safeParse(value);
    if (pause.success)
      switches.pause = { since: new Date(pause.data.since), until: date(pause.data.until) };
    return pause.success;
  }
  if (key === switchKeys.delay) {
    const delay = storedDelaySchema.safeParse(value);
    if (delay.success)
      switches.delay = { minutes: delay.data.minutes, until: new Date(delay.data.until) };
    return delay.success;
  }
  const soldOutKey = SOLD_OUT_KEY.exec(key);
  if (soldOutKey) {
    const soldOut = storedSoldOutSchema.safeParse(value);
    if (soldOut.success) {
      const kind = soldOutKey[1] as 'item' | 'option';
      switches.soldOut.push({ kind, id: Number(soldOutKey[2]), until: date(soldOut.data.until) });
    }
    return soldOut.success;
  }
  if (key.startsWith('closure:')) {
    const closure = storedClosureSchema.safeParse(value);
    if (closure.success) switches.closures.push(closure.data);
    return closure.success;
  }
  if (key.startsWith('special:')) {
    const special = storedSpecialHoursSchema.safeParse(value);
    if (special.success) {
      switches.specialHours.push({ date: key.slice('special:'.length), times: special.data.times });
    }
    return special.success;
  }
  return false;
}

/** Turns a switch on (a value) or off (null), with its log line, in one transaction. */
export async function writeSwitch(
  db: Database,
  change: { key: string; value: unknown; actor: string; at: Date },
): Promise<void> {
  const { key, value, actor, at } = change;
  await db.transaction(async (tx) => {
    if (value === null) {
      await tx.delete(kitchenSwitches).where(eq(kitchenSwitches.key, key));
    } else {
      await tx
        .insert(kitchenSwitches)
        .values({ key, value, setBy: actor, setAt: at })
        .onConflictDoUpdate({
          target: kitchenSwitches.key,
          set: { value, setBy: actor, setAt: at },
        });
    }
    await tx.insert(kitchenSwitchLog).values({ key, value, actor, at });
  });
}
