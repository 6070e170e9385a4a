/**
 * An order stream as server-sent events (docs/adr/0043, docs/contract.md#streams): `retry: 2000`
 * first, then the orders touched after the client's last event id (each once, with its newest
 * id), then each event as it comes, with `: ping` every 15 s through proxies' idle timeouts. A
 * client holds 20 open streams at most; a slow reader costs one entry per order, never a queue.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { HTTPException } from 'hono/http-exception';
import { and, asc, desc, eq, gt, max } from 'drizzle-orm';
import type { Deps } from '../context';
import { orderStatusHistory } from '../db/schema';
import { errorLogLine, fail } from '../http';
import type { OrderEvent, OrderEvents } from './order-events';

const HEARTBEAT_MS = 15_000;
const RETRY_MS = 2_000;
/**
 * Open streams per client: a diner's address (a few tabs behind one router), or a staff account
 * (its boards), counted apart so diners on the restaurant's Wi-Fi never take the board's place.
 */
export const STREAMS_PER_CLIENT = 20;
/** Orders replayed at most on a resume: older ones are the client's own reload. */
const REPLAY_ORDERS = 500;

export const STREAM_MESSAGES = {
  tooMany:
    'Trop de suivis en direct sont ouverts depuis cette adresse : fermez des onglets ou réessayez dans un instant.',
  tooManyBoards:
    'Trop de tableaux de cuisine sont ouverts avec ce compte : fermez des onglets ou réessayez dans un instant.',
  badLastEventId: 'Le dernier événement reçu doit être un nombre entier positif.',
} as const;

interface OpenStreams {
  perClient: Map<string, number>;
  ends: Set<() => void>;
  /** The server is stopping: a stream asked meanwhile (a kept-alive connection) ends at once. */
  closing: boolean;
}
/** The streams open over each bus (an app's), for the limit and for `endStreams`. */
const openOver = new WeakMap<OrderEvents, OpenStreams>();

function openStreams(events: OrderEvents): OpenStreams {
  let open = openOver.get(events);
  if (!open) {
    openOver.set(events, (open = { perClient: new Map(), ends: new Set(), closing: false }));
  }
  return open;
}

/**
 * Ends every stream open over `events`, and those asked later, at once after their `retry` (a
 * server stopping: its clients resume elsewhere, or here once it is back).
 */
export function endStreams(events: OrderEvents): void {
  const open = openStreams(events);
  open.closing = true;
  for (const end of open.ends) end();
}

/** Thrown by a render to end the stream quietly (a session gone): the client hears nothing more. */
export class StreamEnded extends Error {}

/** The Last-Event-ID header, else `?last_event_id=`; null when neither is given. */
export function lastEventIdOf(c: Context): number | null {
  const given = c.req.header('last-event-id') ?? c.req.query('last_event_id');
  if (given === undefined || given === '') return null;
  // A history id is a PostgreSQL integer: anything larger names no event.
  if (!/^\d{1,10}$/.test(given) || Number(given) > 2_147_483_647) {
    fail(400, STREAM_MESSAGES.badLastEventId);
  }
  return Number(given);
}

export interface OrderStreamOptions {
  /** Last-Event-ID header, else ?last_event_id= ; null: live only. */
  lastEventId: number | null;
  /** Which orders this client may see (staff: all; a diner: one id). */
  sees: (orderId: number) => boolean;
  /** The event's JSON data for an order as it stands now; null: send nothing. */
  render: (orderId: number) => Promise<unknown | null>;
  /** Whose open streams are counted (a diner's address, `staff:<id>`): a limit per client. */
  client: string;
  /** Said when the client holds STREAMS_PER_CLIENT already; the diner's wording by default. */
  tooMany?: string;
  /** Asked at each ping: false ends the stream (a staff session ended between two events). */
  stillAllowed?: () => Promise<boolean>;
  /** The one order the client follows, if so: its resume reads that order's rows only. */
  orderId?: number;
}

/** Each order touched by a history row after `lastId`, with its newest row's id. */
async function touchedAfter(
  deps: Deps,
  lastId: number,
  orderId: number | undefined,
): Promise<OrderEvent[]> {
  const newest = max(orderStatusHistory.id);
  const after = gt(orderStatusHistory.id, lastId);
  const rows = await deps.db
    .select({ orderId: orderStatusHistory.orderId, id: newest })
    .from(orderStatusHistory)
    .where(orderId === undefined ? after : and(after, eq(orderStatusHistory.orderId, orderId)))
    .groupBy(orderStatusHistory.orderId)
    .orderBy(desc(newest), asc(orderStatusHistory.orderId))
    .limit(REPLAY_ORDERS);
  return rows.flatMap((row) => (row.id === null ? [] : [{ id: row.id, orderId: row.orderId }]));
}

export async function orderStream(
  c: Context,
  deps: Deps,
  options: OrderStreamOptions,
): Promise<Response> {
  const open = openStreams(deps.events);
  if (open.closing) {
    // Not held open, nor counted: the client's retry reaches a server that is not stopping.
    const ended = streamSSE(c, async (stream) => {
      await stream.write(`retry: ${RETRY_MS}\n\n`);
    });
    ended.headers.set('Cache-Control', 'no-store');
    return ended;
  }
  const count = open.perClient.get(options.client) ?? 0;
  if (count >= STREAMS_PER_CLIENT) {
    const message = options.tooMany ?? STREAM_MESSAGES.tooMany;
    throw new HTTPException(429, { message, cause: { retryAfter: 5 } });
  }
  open.perClient.set(options.client, count + 1);
  const release = () => {
    const left = (open.perClient.get(options.client) ?? 1) - 1;
    if (left > 0) open.perClient.set(options.client, left);
    else open.perClient.delete(options.client);
  };

  const response = streamSSE(c, async (stream) => {
    // Orders to send, each with its newest event id: a burst on one order is sent once.
    const pending = new Map<number, number>();
    let wake = () => {};
    const note = (event: OrderEvent) => {
      if (!options.sees(event.orderId)) return;
      pending.set(event.orderId, Math.max(event.id, pending.get(event.orderId) ?? 0));
      wake();
    };
    // Subscribed before the replay is read: nothing falls between the two.
    const unsubscribe = deps.events.subscribe(note);
    const end = () => {
      stream.abort();
      wake();
    };
    open.ends.add(end);
    stream.onAbort(() => wake());
    const ping = async () => {
      if (options.stillAllowed && !(await options.stillAllowed())) end();
      else await stream.write(': ping\n\n');
    };
    const heartbeat = setInterval(
      () =>
        void ping().catch((error: unknown) =>
          console.error(errorLogLine(error, c.req.method, c.req.path, 'flux-interrompu')),
        ),
      HEARTBEAT_MS,
    );
    try {
      await stream.write(`retry: ${RETRY_MS}\n\n`);
      if (options.lastEventId !== null) {
        for (const event of await touchedAfter(deps, options.lastEventId, options.orderId)) {
          note(event);
        }
      }
      while (!stream.aborted) {
        if (pending.size === 0) {
          await new Promise<void>((resolve) => (wake = resolve));
          continue;
        }
        const [orderId, id] = [...pending].reduce((a, b) => (b[1] < a[1] ? b : a));
        pending.delete(orderId);
        const data = await options.render(orderId);
        if (data === null || stream.aborted) continue;
        await stream.writeSSE({ id: String(id), event: 'order', data: JSON.stringify(data) });
      }
    } catch (error) {
      // The stream ends; the client comes back with its last event id and misses nothing.
      if (!(error instanceof StreamEnded)) {
        console.error(errorLogLine(error, c.req.method, c.req.path, 'flux-interrompu'));
      }
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
      open.ends.delete(end);
      release();
    }
  });
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Accel-Buffering', 'no');
  return response;
}
