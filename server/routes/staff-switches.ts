/**
 * The kitchen's switches (docs/contract.md#kitchen-switches, issue 36), under /v2/staff/switches
 * and the staff session like every staff call. Each change is one row and a log line naming the
 * account (services/kitchen-switches.ts); it bumps the catalogue version, so every instance
 * serves it on its next request. The answer to every call is the switches in force after it.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  closureBodySchema,
  delayBodySchema,
  localDateSchema,
  pauseBodySchema,
  soldOutBodySchema,
  soldOutKindSchema,
  specialHoursBodySchema,
  storedClosureSchema,
  storedDelaySchema,
  storedPauseSchema,
  storedSoldOutSchema,
  storedSpecialHoursSchema,
  switchesResponseSchema,
  type SwitchesResponse,
} from '@/lib/api/kitchen-switches';
import { localDate, nextServiceStart, pauseFor } from '@/lib/domain/kitchen-switches';
import type { Deps } from '../context';
import { fail, MESSAGES, parseInput, readJson, send } from '../http';
import type { Catalogue } from '../services/catalogue';
import { switchKeys, writeSwitch, type SwitchRow } from '../services/kitchen-switches';

const MINUTE = 60_000;
/** Closures and special days kept ahead at most: a bound on what one session may store. */
const MAX_DATED = 60;

const SWITCH_MESSAGES = {
  unknownItem: 'Article introuvable à la carte.',
  unknownOption: 'Choix d’option introuvable à la carte.',
  past: 'Cette date est déjà passée.',
  tooMany: `Au plus ${MAX_DATED} fermetures et journées spéciales à venir : supprimez-en une.`,
} as const;

/** What the staff routes hand over: the signed-in account, or the 404 of a missing path. */
export type Member = (c: Context) => Promise<{ id: number }>;

/** Who may see what: every name of a dish or choice by its id, for the sold-out list. */
function namesOf(catalogue: Catalogue, now: Date) {
  const items = new Map<number, string>();
  const options = new Map<number, string>();
  for (const menu of catalogue.menus(now)) {
    for (const item of menu.categories.flatMap((category) => category.items)) {
      items.set(item.item_id, item.item_name);
      for (const choice of item.options.flatMap((group) => group.option_options)) {
        options.set(choice.id, choice.name);
      }
    }
  }
  return { item: items, option: options };
}

/** The switches in force at `now`, with who set each and when. */
function answer(catalogue: Catalogue, now: Date): SwitchesResponse {
  const today = localDate(now, catalogue.timeZone);
  const names = namesOf(catalogue, now);
  const body: SwitchesResponse = {
    status: 'success',
    pause: null,
    delay: null,
    sold_out: [],
    closures: [],
    special_hours: [],
  };
  const live = (until: string | null) => until === null || now < new Date(until);
  for (const row of catalogue.switchRows) {
    const setBy = { set_by: row.setBy, set_at: row.setAt.toISOString() };
    addRow(body, row, setBy, { today, names, live });
  }
  return body;
}

function addRow(
  body: SwitchesResponse,
  row: SwitchRow,
  setBy: { set_by: string; set_at: string },
  {
    today,
    names,
    live,
  }: {
    today: string;
    names: ReturnType<typeof namesOf>;
    live: (until: string | null) => boolean;
  },
) {
  const [head, ...rest] = row.key.split(':');
  if (head === 'pause') {
    const pause = storedPauseSchema.safeParse(row.value);
    if (pause.success && live(pause.data.until)) body.pause = { ...pause.data, ...setBy };
  } else if (head === 'delay') {
    const delay = storedDelaySchema.safeParse(row.value);
    if (delay.success && live(delay.data.until)) body.delay = { ...delay.data, ...setBy };
  } else if (head === 'sold_out') {
    const kind = soldOutKindSchema.safeParse(rest[0]);
    const soldOut = storedSoldOutSchema.safeParse(row.value);
    const id = Number(rest[1]);
    const name = kind.success ? names[kind.data].get(id) : undefined;
    if (kind.success && soldOut.success && name && live(soldOut.data.until)) {
      body.sold_out.push({ kind: kind.data, id, name, ...soldOut.data, ...setBy });
    }
  } else if (head === 'closure') {
    const closure = storedClosureSchema.safeParse(row.value);
    if (closure.success && closure.data.to >= today)
      body.closures.push({ ...closure.data, ...setBy });
  } else if (head === 'special') {
    const special = storedSpecialHoursSchema.safeParse(row.value);
    const date = localDateSchema.safeParse(rest.join(':'));
    if (special.success && date.success && date.data >= today) {
      body.special_hours.push({ date: date.data, ...special.data, ...setBy });
    }
  }
}

export function switchRoutes(deps: Deps, member: Member) {
  const app = new Hono();
  const reply = async (c: Context) => {
    const catalogue = await deps.catalogue.current();
    return send(c, switchesResponseSchema, answer(catalogue, deps.now()));
  };
  /** Runs one change as the signed-in account, then answers the switches after it. */
  const change =
    (
      handler: (
        c: Context,
        now: Date,
        catalogue: Catalogue,
      ) => Promise<{ key: string; value: unknown }>,
    ) =>
    async (c: Context) => {
      const { id } = await member(c);
      const now = deps.now();
      const { key, value } = await handler(c, now, await deps.catalogue.current());
      await writeSwitch(deps.db, { key, value, actor: `staff:${id}`, at: now });
      return reply(c);
    };
  const dated = (catalogue: Catalogue, now: Date, date: string, key: string) => {
    const today = localDate(now, catalogue.timeZone);
    if (date < today) fail(422, SWITCH_MESSAGES.past);
    const ahead = answer(catalogue, now);
    const keys = new Set([
      ...ahead.closures.map((closure) => switchKeys.closure(closure.from)),
      ...ahead.special_hours.map((day) => switchKeys.special(day.date)),
    ]);
    if (!keys.has(key) && keys.size >= MAX_DATED) fail(422, SWITCH_MESSAGES.tooMany);
  };
  const dateParam = (c: Context) => parseInput(localDateSchema, c.req.param('date') ?? '');

  app.get('/', async (c) => {
    await member(c);
    return reply(c);
  });
  app.post(
    '/pause',
    change(async (c, now) => {
      const { minutes } = await readJson(c, pauseBodySchema);
      const pause = pauseFor(minutes ?? 'reopen', now);
      return {
        key: switchKeys.pause,
        value: { since: pause.since.toISOString(), until: pause.until?.toISOString() ?? null },
      };
    }),
  );
  app.delete(
    '/pause',
    change(async () => ({ key: switchKeys.pause, value: null })),
  );
  app.post(
    '/delay',
    change(async (c, now) => {
      const body = await readJson(c, delayBodySchema);
      const until = new Date(now.getTime() + body.for_minutes * MINUTE).toISOString();
      return { key: switchKeys.delay, value: { minutes: body.minutes, until } };
    }),
  );
  app.delete(
    '/delay',
    change(async () => ({ key: switchKeys.delay, value: null })),
  );
  app.post(
    '/sold-out',
    change(async (c, now, catalogue) => {
      const body = await readJson(c, soldOutBodySchema);
      if (!namesOf(catalogue, now)[body.kind].has(body.id)) {
        fail(
          422,
          body.kind === 'item' ? SWITCH_MESSAGES.unknownItem : SWITCH_MESSAGES.unknownOption,
        );
      }
      const hours = catalogue
        .menus(now)
        .filter((menu) => menu.menu_is_available)
        .map((menu) => menu.active_times);
      const until =
        body.until === 'next_opening' ? nextServiceStart(hours, now, catalogue.timeZone) : null;
      return {
        key: switchKeys.soldOut(body.kind, body.id),
        value: { until: until?.toISOString() ?? null },
      };
    }),
  );
  app.delete(
    '/sold-out/:kind/:id',
    change(async (c) => {
      const kind = soldOutKindSchema.safeParse(c.req.param('kind'));
      const id = c.req.param('id') ?? '';
      if (!kind.success || !/^[1-9]\d{0,9}$/.test(id)) return fail(404, MESSAGES.notFound);
      return { key: switchKeys.soldOut(kind.data, Number(id)), value: null };
    }),
  );
  app.post(
    '/closures',
    change(async (c, now, catalogue) => {
      const closure = await readJson(c, closureBodySchema);
      const key = switchKeys.closure(closure.from);
      if (closure.to < localDate(now, catalogue.timeZone)) fail(422, SWITCH_MESSAGES.past);
      dated(catalogue, now, localDate(now, catalogue.timeZone), key);
      return { key, value: closure };
    }),
  );
  app.delete(
    '/closures/:date',
    change(async (c) => ({ key: switchKeys.closure(dateParam(c)), value: null })),
  );
  app.put(
    '/special-hours/:date',
    change(async (c, now, catalogue) => {
      const date = dateParam(c);
      const body = await readJson(c, specialHoursBodySchema);
      const key = switchKeys.special(date);
      dated(catalogue, now, date, key);
      return { key, value: body };
    }),
  );
  app.delete(
    '/special-hours/:date',
    change(async (c) => ({ key: switchKeys.special(dateParam(c)), value: null })),
  );
  return app;
}
