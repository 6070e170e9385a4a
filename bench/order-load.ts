/**
 * The load of the order benchmark (bench/RESULTS.md, "Order creation"): `clients` loops POSTing new
 * orders, 1 in 10 sent twice at once and 1 request in 10 a replay, every answer checked. Each new
 * order is a diner of its own through the trusted forwarding header, so the limits stay on. Runs in
 * its own process (bench/order-clients.ts): options and result cross the pipe as JSON.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { z } from 'zod';
import { orderCreatedSchema } from '@/lib/api/checkout';
import { errorBodySchema } from '@/lib/api/schemas';

export const loadOptionsSchema = z.object({
  url: z.url(),
  /** Valid order payloads; each request sends one under a new local_id. */
  templates: z.array(z.record(z.string(), z.unknown())).min(1),
  clients: z.number().int().positive(),
  seconds: z.number().positive(),
  warmUpSeconds: z.number().nonnegative(),
  /** The API's PROXY_SECRET: shown with each request, it makes `X-Forwarded-For` believed. */
  proxySecret: z.string().min(1),
});
export type LoadOptions = z.infer<typeof loadOptionsSchema>;

const replaysSchema = z.object({ sent: z.number(), same: z.number() });

export const loadResultSchema = z.object({
  /** local_id → first order id acknowledged for it, warm-up included. */
  acknowledged: z.record(z.string(), z.number()),
  /** Every order id any answer gave: more ids than local_ids means an order stored twice. */
  orderIds: z.array(z.number()),
  /** Milliseconds of the new orders of the measured window, sorted. */
  latencies: z.array(z.number()),
  /** New orders acknowledged in the measured window, per second. */
  ordersPerSecond: z.number(),
  racing: replaysSchema,
  later: replaysSchema,
  /** Non-2xx answers and network errors, by status ("network" for the latter). */
  failures: z.record(z.string(), z.number()),
  /** The first few failure messages, to show why. */
  samples: z.array(z.string()),
});
export type LoadResult = z.infer<typeof loadResultSchema>;

interface Answer {
  ms: number;
  orderId: number | null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POSTs with node:http over kept-alive connections: on a 2-core machine the load generator's own
 * CPU is taken from the API it measures, and `fetch` costs about twice as much per request.
 */
export function poster(url: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  return (body: string, headers: Record<string, string> = {}) =>
    new Promise<{
      ok: boolean;
      status: number;
      text: string;
      headers: http.IncomingHttpHeaders;
    }>((resolve, reject) => {
      const request = http.request(url, {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
        timeout: 30_000,
      });
      request.on('timeout', () => request.destroy(new Error('no answer in 30 s')));
      request.on('error', reject);
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          const ok = status >= 200 && status < 300;
          resolve({ ok, status, text, headers: response.headers });
        });
      });
      request.end(body);
    });
}

/** Diner `n`: an address of its own (10.0.0.0/8 holds 16 million) and an e-mail of its own. */
export function diner(n: number, proxySecret: string) {
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return {
    email: `diner.${n}@bench.example.fr`,
    headers: { 'x-comptoir-proxy': proxySecret, 'x-forwarded-for': address },
  };
}

export async function runOrderLoad(options: LoadOptions): Promise<LoadResult> {
  const send = poster(options.url);
  const acknowledged = new Map<string, number>();
  const orderIds = new Set<number>();
  const acked: { body: string; orderId: number; headers: Record<string, string> }[] = [];
  const latencies: number[] = [];
  const racing = { sent: 0, same: 0 };
  const later = { sent: 0, same: 0 };
  const failures: Record<string, number> = {};
  const samples: string[] = [];
  const measureFrom = performance.now() + options.warmUpSeconds * 1000;
  const end = measureFrom + options.seconds * 1000;
  let sent = 0;

  function fail(kind: string, message: string) {
    failures[kind] = (failures[kind] ?? 0) + 1;
    if (samples.length < 5) samples.push(`${kind}: ${message}`);
  }

  async function post(body: string, headers: Record<string, string>): Promise<Answer> {
    const start = performance.now();
    try {
      const res = await send(body, headers);
      const ms = performance.now() - start;
      const json = parseJson(res.text);
      const created = orderCreatedSchema.safeParse(json);
      if (res.ok && created.success) return { ms, orderId: created.data.payload.order_id };
      const error = errorBodySchema.safeParse(json);
      fail(String(res.status), error.success ? error.data.data.message : res.text.slice(0, 200));
      return { ms, orderId: null };
    } catch (error) {
      fail('network', error instanceof Error ? error.message : String(error));
      return { ms: performance.now() - start, orderId: null };
    }
  }

  function acknowledge(
    localId: string,
    body: string,
    orderId: number,
    headers: Record<string, string>,
  ) {
    orderIds.add(orderId);
    if (acknowledged.has(localId)) return;
    acknowledged.set(localId, orderId);
    acked.push({ body, orderId, headers });
  }

  async function newOrder(n: number, twin: boolean) {
    const template = options.templates[n % options.templates.length];
    const localId = randomUUID();
    const { email, headers } = diner(n, options.proxySecret);
    const customer = { ...(template.customer as Record<string, unknown>), email };
    const body = JSON.stringify({ ...template, local_id: localId, customer });
    const measured = performance.now() >= measureFrom;
    const copies = twin ? [post(body, headers), post(body, headers)] : [post(body, headers)];
    const [first, second] = await Promise.all(copies);
    if (first.orderId !== null) {
      acknowledge(localId, body, first.orderId, headers);
      if (measured) latencies.push(first.ms);
    }
    if (!second) return;
    racing.sent += 1;
    if (second.orderId === null) return;
    if (second.orderId === first.orderId) racing.same += 1;
    acknowledge(localId, body, second.orderId, headers);
  }

  async function replay() {
    const original = acked[Math.floor(Math.random() * acked.length)];
    later.sent += 1;
    const answer = await post(original.body, original.headers);
    if (answer.orderId === null) return;
    if (answer.orderId === original.orderId) later.same += 1;
    orderIds.add(answer.orderId);
  }

  async function client() {
    while (performance.now() < end) {
      const n = sent;
      sent += 1;
      if (n % 10 === 5 && acked.length > 0) await replay();
      else await newOrder(n, n % 10 === 0);
    }
  }

  await Promise.all(Array.from({ length: options.clients }, client));
  return {
    acknowledged: Object.fromEntries(acknowledged),
    orderIds: [...orderIds],
    latencies: latencies.sort((a, b) => a - b),
    ordersPerSecond: latencies.length / options.seconds,
    racing,
    later,
    failures,
    samples,
  };
}

/** The q-quantile of sorted values (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** The median of `list` in any order, as `quantile` takes it. */
export const median = (list: readonly number[]): number =>
  quantile(
    [...list].sort((a, b) => a - b),
    0.5,
  );
