/**
 * Diners who do not give up (bench/RESULTS.md, "Orders under a fault"): loops placing cash orders
 * through a balancer, each retried under its local_id as the storefront does (ADR 7) until
 * acknowledged or given up, each a diner of its own so no honest limit is met. Then `checkOrders`
 * compares what was acknowledged with what the database holds: none lost, none doubled.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { orderCreatedSchema } from '@/lib/api/checkout';
import type { Database } from '@/server/db/client';
import { diner, poster, quantile } from './order-load';

export interface RetryingOptions {
  url: string;
  templates: Record<string, unknown>[];
  clients: number;
  seconds: number;
  proxySecret: string;
  /** Diners are numbered from here (a run of its own does not meet another's limits). */
  firstDiner: number;
  giveUpSeconds?: number;
  /** Pause between a client's orders (ms): a moderate load rather than a flood. */
  thinkMs?: number;
}

export interface RetryingResult {
  /** local_id → order id of its first acknowledgement. */
  acknowledged: Map<string, number>;
  /** local_ids answered with two different order ids (a doubled order seen by a client). */
  conflicting: number;
  /** Orders given up (unacknowledged within the bound) or refused (another 4xx). */
  givenUp: number;
  refused: number;
  /** Answers other than 200 seen by clients, retries included, by status ("network" for errors). */
  errors: Record<string, number>;
  /** 503s that carried a Retry-After. */
  unavailableWithRetryAfter: number;
  /** Milliseconds from an order's first try to its acknowledgement, retries included (sorted). */
  latencies: number[];
  /** Acknowledged orders whose first try failed. */
  retried: number;
  ordersPerSecond: number;
  samples: string[];
  /** Acknowledgement times (ms since the start) with their latency, for per-minute figures. */
  timeline: { at: number; ms: number }[];
}

const RETRIED = new Set([502, 503, 504, 429]);

export async function runRetryingOrders(options: RetryingOptions): Promise<RetryingResult> {
  const send = poster(options.url);
  const start = performance.now();
  const end = start + options.seconds * 1000;
  const giveUpAt = end + (options.giveUpSeconds ?? 30) * 1000;
  const result: RetryingResult = {
    acknowledged: new Map(),
    conflicting: 0,
    givenUp: 0,
    refused: 0,
    errors: {},
    unavailableWithRetryAfter: 0,
    latencies: [],
    retried: 0,
    ordersPerSecond: 0,
    samples: [],
    timeline: [],
  };
  let next = options.firstDiner;
  const error = (kind: string, text: string) => {
    result.errors[kind] = (result.errors[kind] ?? 0) + 1;
    const sample = `${kind}: ${text.slice(0, 160)}`;
    if (result.samples.length < 6 && !result.samples.includes(sample)) result.samples.push(sample);
  };

  async function order(n: number) {
    const template = options.templates[n % options.templates.length];
    const localId = randomUUID();
    const { email, headers } = diner(n, options.proxySecret);
    const customer = { ...(template.customer as Record<string, unknown>), email };
    const body = JSON.stringify({ ...template, local_id: localId, customer });
    const first = performance.now();
    for (let attempt = 0; ; attempt += 1) {
      let wait = 200;
      try {
        const res = await send(body, headers);
        if (res.ok) {
          const created = orderCreatedSchema.safeParse(JSON.parse(res.text));
          if (!created.success) throw new Error(`200 illisible : ${res.text.slice(0, 80)}`);
          const id = created.data.payload.order_id;
          const known = result.acknowledged.get(localId);
          if (known !== undefined && known !== id) result.conflicting += 1;
          result.acknowledged.set(localId, id);
          const now = performance.now();
          result.latencies.push(now - first);
          result.timeline.push({ at: now - start, ms: now - first });
          if (attempt > 0) result.retried += 1;
          return;
        }
        error(String(res.status), res.text);
        if (!RETRIED.has(res.status)) {
          result.refused += 1;
          return;
        }
        const retryAfter = Number(res.headers['retry-after']);
        if (res.status === 503 && res.headers['retry-after']) result.unavailableWithRetryAfter += 1;
        if (Number.isFinite(retryAfter) && retryAfter > 0) wait = retryAfter * 1000;
      } catch (failure) {
        error('network', failure instanceof Error ? failure.message : String(failure));
      }
      if (performance.now() + wait > giveUpAt) {
        result.givenUp += 1;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  async function client() {
    while (performance.now() < end) {
      await order(next++);
      if (options.thinkMs) await new Promise((resolve) => setTimeout(resolve, options.thinkMs));
    }
  }
  await Promise.all(Array.from({ length: options.clients }, client));
  result.latencies.sort((a, b) => a - b);
  result.ordersPerSecond = result.acknowledged.size / options.seconds;
  return result;
}

export interface OrderCheck {
  acknowledged: number;
  stored: number;
  /** Acknowledged orders the database does not hold under their local_id and id. */
  lost: number;
  /** local_ids stored more than once, plus local_ids acknowledged with two ids. */
  doubled: number;
  /** Orders stored under a local_id no client saw acknowledged (an answer lost on the way). */
  unacknowledged: number;
}

/** What the database holds against what the clients were told, for the orders made `since` on. */
export async function checkOrders(
  db: Database,
  result: RetryingResult,
  since: Date,
): Promise<OrderCheck> {
  const { rows } = (await db.execute(
    sql`select local_id, min(id)::int as id, count(*)::int as n from orders
        where created_at >= ${since.toISOString()}::timestamptz group by local_id`,
  )) as unknown as { rows: { local_id: string; id: number; n: number }[] };
  const stored = new Map(rows.map((row) => [row.local_id, row]));
  let lost = 0;
  for (const [localId, id] of result.acknowledged) {
    if (stored.get(localId)?.id !== id) lost += 1;
  }
  return {
    acknowledged: result.acknowledged.size,
    stored: rows.reduce((sum, row) => sum + row.n, 0),
    lost,
    doubled: rows.filter((row) => row.n > 1).length + result.conflicting,
    unacknowledged: rows.filter((row) => !result.acknowledged.has(row.local_id)).length,
  };
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '—');

/** "3 × 503, 1 × network" */
export function errorsText(errors: Record<string, number>): string {
  const entries = Object.entries(errors);
  return entries.length === 0 ? '0' : entries.map(([k, v]) => `${v} × ${k}`).join(', ');
}

export function latencyText(result: RetryingResult): string {
  return `${ms(quantile(result.latencies, 0.5))} / ${ms(quantile(result.latencies, 0.99))} / ${ms(result.latencies.at(-1) ?? NaN)}`;
}
