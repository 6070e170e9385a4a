/**
 * The diner's order after checkout (docs/contract.md#order-status, issue 35): GET
 * /orders/:id?key=K and its stream /orders/:id/stream?key=K (docs/adr/0043), opened by the order
 * key POST answered or the owning account's session. An unknown order, no key, a wrong key or
 * another's session: one 404 after the same work. Counted per address, never cached.
 */
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { dinerOrderResponseSchema } from '@/lib/api/order-status';
import type { Deps } from '../context';
import { orders } from '../db/schema';
import { fail, send } from '../http';
import { authenticate, bearerSession } from '../services/auth/sessions';
import { clientAddress } from '../services/client-address';
import { dinerView, ownedOrder } from '../services/orders/diner-view';
import { ORDER_MESSAGES } from '../services/orders/messages';
import { enforceLimit, type RateLimitRule } from '../services/rate-limit';
import { lastEventIdOf, orderStream } from '../services/sse';

/** Reads of orders per address: 4 a minute per open page, room for an office behind one address. */
const ORDER_READ_LIMIT: RateLimitRule = {
  name: 'order-read:ip',
  limit: 600,
  windowMs: 15 * 60_000,
};

const ORDER_ID = /^[1-9]\d{0,8}$/;

export function ordersRoutes(deps: Deps) {
  /** The user of a live session sent along; a dead or malformed one is no proof, not a 401. */
  async function sessionUser(c: Context): Promise<number | null> {
    if (c.req.header('authorization') === undefined) return null;
    try {
      const { token, userId } = bearerSession(c);
      return (await authenticate(deps.db, deps.now(), token, userId)).user.id;
    } catch (error) {
      if (error instanceof HTTPException && error.status === 401) return null;
      throw error;
    }
  }

  /** The order the request may read, or the one 404. */
  async function readable(c: Context) {
    await enforceLimit(c, deps.limits, ORDER_READ_LIMIT, [clientAddress(c)], () =>
      deps.now().getTime(),
    );
    const id = c.req.param('id') ?? '';
    const key = c.req.query('key') ?? null;
    const userId = await sessionUser(c);
    const order = await ownedOrder(deps.db, ORDER_ID.test(id) ? Number(id) : 0, { key, userId });
    if (!order) fail(404, ORDER_MESSAGES.orderNotFound);
    return order;
  }

  return new Hono()
    .use('/orders/*', async (c, next) => {
      await next();
      c.res.headers.set('Cache-Control', 'no-store');
    })
    .get('/orders/:id/stream', async (c) => {
      const lastEventId = lastEventIdOf(c);
      const order = await readable(c);
      return orderStream(c, deps, {
        lastEventId,
        sees: (orderId) => orderId === order.id,
        orderId: order.id,
        render: async (orderId) => {
          const [row] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
          return row ? dinerView(deps.db, row) : null;
        },
        client: clientAddress(c),
      });
    })
    .get('/orders/:id', async (c) => {
      const order = await readable(c);
      return send(c, dinerOrderResponseSchema, {
        status: 'success',
        order: await dinerView(deps.db, order),
      });
    });
}
