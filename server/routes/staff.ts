/**
 * The staff extension (docs/contract.md#staff-extension, docs/adr/0042): sign-in with the diners'
 * care (hashed, counted per address and per email at that address, one answer for an unknown
 * email and a wrong password), then the kitchen's day and moves behind a session in
 * `Authorization: Bearer`. Without a live session every call answers the API's own 404: nothing
 * says the staff calls exist. Nothing here logs a token, password or address.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { doneResponseSchema, tokenSchema } from '@/lib/api/auth';
import {
  acceptBodySchema,
  delayBodySchema,
  reasonBodySchema,
  staffLoginRequestSchema,
  staffLoginResponseSchema,
  staffOrderResponseSchema,
  staffOrdersQuerySchema,
  staffOrdersResponseSchema,
} from '@/lib/api/staff';
import type { KitchenAction } from '@/lib/domain/order-life';
import type { Deps } from '../context';
import { fail, MESSAGES, parseInput, readJson, send } from '../http';
import { clientAddress } from '../services/client-address';
import { enforceLimit, type RateLimitRule } from '../services/rate-limit';
import {
  endStaffSession,
  STAFF_SESSION_TTL_MS,
  staffLogin,
  staffOfSession,
} from '../services/staff/accounts';
import { lastEventIdOf, orderStream, STREAM_MESSAGES, StreamEnded } from '../services/sse';
import { dayOrders, lastEventId, moveOrder, staffOrderView } from '../services/staff/orders';
import { switchRoutes } from './staff-switches';

const MINUTE = 60_000;
/** Sign-in: per address, and per email at that address (docs/adr/0042); a kitchen signs in rarely. */
const STAFF_LIMITS = {
  address: { name: 'staff-login:ip', limit: 30, windowMs: 15 * MINUTE },
  emailAtAddress: { name: 'staff-login:email+ip', limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

const STAFF_MESSAGES = {
  login: 'E-mail ou mot de passe incorrect.',
  loggedOut: 'Vous êtes déconnecté.',
} as const;

/** Each move's path and how its body reads as the domain's action. */
const MOVES: Record<string, (c: Context) => Promise<KitchenAction>> = {
  accept: async (c) => ({
    type: 'accept',
    readyInMinutes: (await readJson(c, acceptBodySchema)).ready_in_minutes,
  }),
  refuse: async (c) => ({ type: 'refuse', reason: (await readJson(c, reasonBodySchema)).reason }),
  cancel: async (c) => ({ type: 'cancel', reason: (await readJson(c, reasonBodySchema)).reason }),
  delay: async (c) => {
    const body = await readJson(c, delayBodySchema);
    return {
      type: 'delay',
      minutes: body.minutes,
      readyAt: body.ready_at === undefined ? undefined : new Date(body.ready_at),
    };
  },
  ready: async () => ({ type: 'ready' }),
  'out-for-delivery': async () => ({ type: 'out_for_delivery' }),
  'handed-over': async () => ({ type: 'handed_over' }),
};

const ORDER_ID = /^[1-9]\d{0,8}$/;

export function staffRoutes(deps: Deps) {
  const clock = () => deps.now().getTime();
  const count = (c: Context, rule: RateLimitRule, key: string) =>
    enforceLimit(c, deps.limits, rule, [key], clock);
  const bearer = (c: Context) => {
    const [scheme, value] = (c.req.header('authorization') ?? '').split(' ');
    const token = tokenSchema.safeParse(value);
    return scheme?.toLowerCase() === 'bearer' && token.success ? token.data : null;
  };
  // No live session: the 404 of a path that does not exist.
  const member = async (c: Context) => {
    const token = bearer(c);
    const found = token && (await staffOfSession(deps.db, deps.now(), token));
    if (!token || !found) fail(404, MESSAGES.notFound);
    return { ...found, token };
  };

  const app = new Hono();
  app.post('/login', async (c) => {
    await count(c, STAFF_LIMITS.address, clientAddress(c));
    const input = await readJson(c, staffLoginRequestSchema);
    await count(
      c,
      STAFF_LIMITS.emailAtAddress,
      JSON.stringify([input.email.toLowerCase(), clientAddress(c)]),
    );
    const now = deps.now();
    const token = await staffLogin(deps.db, now, input.email, input.password);
    if (!token) fail(401, STAFF_MESSAGES.login);
    return send(c, staffLoginResponseSchema, {
      status: 'success',
      token,
      expires_at: new Date(now.getTime() + STAFF_SESSION_TTL_MS).toISOString(),
    });
  });
  app.post('/logout', async (c) => {
    const { token } = await member(c);
    await endStaffSession(deps.db, token);
    return send(c, doneResponseSchema, { status: 'success', message: STAFF_MESSAGES.loggedOut });
  });
  app.get('/orders', async (c) => {
    await member(c);
    const { day } = parseInput(staffOrdersQuerySchema, c.req.query());
    // Read before the day: a move after it is in the stream opened from it (docs/adr/0043).
    const last = await lastEventId(deps.db);
    const answer = await dayOrders(deps.db, deps.now(), day);
    return send(c, staffOrdersResponseSchema, {
      status: 'success',
      ...answer,
      last_event_id: last,
    });
  });
  // Every order the kitchen may see, live (docs/contract.md#streams); a session ended meanwhile
  // ends the stream at its next event or ping. Counted per account, not per address.
  app.get('/stream', async (c) => {
    const { id, token } = await member(c);
    const signedIn = async () => (await staffOfSession(deps.db, deps.now(), token)) !== null;
    return orderStream(c, deps, {
      lastEventId: lastEventIdOf(c),
      sees: () => true,
      render: async (orderId) => {
        if (!(await signedIn())) throw new StreamEnded();
        return staffOrderView(deps.db, orderId);
      },
      client: `staff:${id}`,
      tooMany: STREAM_MESSAGES.tooManyBoards,
      stillAllowed: signedIn,
    });
  });
  app.post('/orders/:id/:move', async (c) => {
    const { id } = await member(c);
    const name = c.req.param('move');
    // Own keys only: `constructor` or `__proto__` must not find Object's.
    const move = Object.hasOwn(MOVES, name) ? MOVES[name] : undefined;
    const orderId = c.req.param('id');
    if (!move || !ORDER_ID.test(orderId)) fail(404, MESSAGES.notFound);
    const action = await move(c);
    const order = await moveOrder(
      deps.db,
      deps.now(),
      Number(orderId),
      action,
      `staff:${id}`,
      deps.payments.provider,
    );
    return send(c, staffOrderResponseSchema, { status: 'success', order });
  });
  app.route('/switches', switchRoutes(deps, member));
  return app;
}
