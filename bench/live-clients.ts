/**
 * What the live figures' clients do over HTTP (bench/live.bench-case.ts, docs/adr/0043): place a
 * cash order, sign a kitchen member in, move an order, and time a move from its call to its event
 * read on one or more diners' streams (docs/contract.md#streams).
 */
import { sseReader } from '../tests/support/sse-reader';
import { quantile } from './order-load';

export const STAFF = {
  email: 'cuisine@bench.comptoir.localhost',
  password: 'un mot de passe de cuisine pour le banc',
};

async function postJson(url: string, body: unknown, token?: string): Promise<Response> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} a répondu ${res.status} : ${await res.text()}`);
  return res;
}

/** Places `payload` through the API at `root`: the order's id and its key. */
export async function placeOrder(root: string, payload: unknown) {
  const res = await postJson(`${root}/v2/public/checkout/`, payload);
  const { payload: placed } = (await res.json()) as {
    payload: { order_id: number; order_key: string };
  };
  return { id: placed.order_id, key: placed.order_key };
}

/** The bench's kitchen member signed in through `root`: a session token. */
export async function staffToken(root: string): Promise<string> {
  const res = await postJson(`${root}/v2/staff/login`, STAFF);
  return ((await res.json()) as { token: string }).token;
}

/** A kitchen move through `root` (`accept`, or `delay` by 5 minutes, which may repeat). */
export async function move(root: string, token: string, id: number, name: 'accept' | 'delay') {
  await postJson(
    `${root}/v2/staff/orders/${id}/${name}`,
    name === 'delay' ? { minutes: 5 } : {},
    token,
  );
}

type Reader = ReturnType<typeof sseReader>;

/** A diner's stream of order `id` opened at `root`, once its `retry` frame is read. */
export async function dinerStream(root: string, order: { id: number; key: string }) {
  const res = await fetch(`${root}/v2/public/orders/${order.id}/stream?key=${order.key}`, {
    headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
  });
  if (res.status !== 200) throw new Error(`flux du client à ${root} : ${res.status}`);
  const stream = sseReader(res.body);
  const first = await stream.next();
  if (first.retry !== '2000')
    throw new Error(`flux du client à ${root} : ${JSON.stringify(first)}`);
  return stream;
}

/** When the next `order` event is read on `stream` (pings skipped), and its id. */
async function nextOrderEvent(stream: Reader): Promise<{ at: number; id: number }> {
  for (;;) {
    const frame = await stream.next(10_000);
    if (frame.event === 'order') return { at: performance.now(), id: Number(frame.id) };
  }
}

/**
 * `moves` kitchen moves (delays) on `order` through `moveRoot`, one at a time, each timed from its
 * call to its event read on each of `streams`: milliseconds per stream, sorted; and the newest
 * event id seen.
 */
export async function timedMoves(
  moveRoot: string,
  token: string,
  orderId: number,
  streams: Reader[],
  moves: number,
): Promise<{ latencies: number[][]; lastId: number }> {
  const latencies = streams.map(() => [] as number[]);
  let lastId = 0;
  for (let i = 0; i < moves; i += 1) {
    const heard = streams.map(nextOrderEvent);
    const start = performance.now();
    await move(moveRoot, token, orderId, 'delay');
    const events = await Promise.all(heard);
    events.forEach((event, k) => latencies[k].push(event.at - start));
    lastId = Math.max(lastId, ...events.map((event) => event.id));
  }
  return { latencies: latencies.map((list) => list.sort((a, b) => a - b)), lastId };
}

/** The first `order` event on each stream (an untimed accept, say), read before timing begins. */
export async function drainOne(streams: Reader[]): Promise<number> {
  const events = await Promise.all(streams.map(nextOrderEvent));
  return Math.max(...events.map((event) => event.id));
}

/**
 * An order placed through `root`, the kitchen signed in there, a diner's stream of it opened at
 * each of `streamRoots` in turn, then the order accepted and that first event read on each.
 */
export async function watchedOrder(root: string, payload: unknown, streamRoots: string[]) {
  const order = await placeOrder(root, payload);
  const token = await staffToken(root);
  const streams: Reader[] = [];
  for (const at of streamRoots) streams.push(await dinerStream(at, order));
  await move(root, token, order.id, 'accept');
  await drainOne(streams);
  return { order, token, streams };
}

/** A table row's cells: how many, then the p50 and p99 of `sorted` milliseconds. */
export function latencyCells(sorted: number[]): string {
  return `${sorted.length} | ${quantile(sorted, 0.5).toFixed(1)} | ${quantile(sorted, 0.99).toFixed(1)}`;
}
