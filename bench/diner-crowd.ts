/**
 * A crowd of diners for the live figures (bench/live.bench-case.ts, docs/contract.md#streams):
 * orders stored with keys of their own, each watched by its own open stream, opened from distinct
 * loopback addresses (Linux answers from all of 127.0.0.0/8), so that no address holds more
 * streams than the API allows one; and the memory of a server's processes, as Linux counts it.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { Database } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { orderKeyHash } from '@/server/services/orders/ownership';
import { groupMembers } from '../ops/processes';

export interface CrowdOrder {
  id: number;
  key: string;
}

/**
 * The loopback address of the `index`-th stream of a crowd whose addresses hold `perAddress`
 * streams each: 127.0.1.1, 127.0.1.2, … (never 127.0.0.1, the timed diners' and the kitchen's).
 */
export function crowdAddress(index: number, perAddress: number): string {
  const n = Math.floor(index / perAddress);
  if (n >= 254 * 254) throw new Error(`plus de ${254 * 254} adresses`);
  return `127.0.${1 + Math.floor(n / 254)}.${1 + (n % 254)}`;
}

/** `count` cash pickup orders stored straight in `db`, each with a key its diner opens it with. */
export async function storeCrowdOrders(db: Database, count: number): Promise<CrowdOrder[]> {
  const keys = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const rows = await db
    .insert(orders)
    .values(
      keys.map((key, i) => ({
        localId: `bench-crowd-${i}`,
        isPickup: true,
        paymentMethod: 'cash',
        subtotalCents: 1000,
        totalCents: 1000,
        keyHash: orderKeyHash(key),
      })),
    )
    .returning({ id: orders.id });
  return rows.map((row, i) => ({ id: row.id, key: keys[i] }));
}

/** One diner's stream at `root` from `localAddress`, resolved once its `retry` frame is read. */
function openOne(root: string, order: CrowdOrder, localAddress: string, onClose: () => void) {
  const url = new URL(`/v2/public/orders/${order.id}/stream?key=${order.key}`, root);
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const req = http.get(url, {
      localAddress,
      agent: false,
      headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
    });
    const timer = setTimeout(() => req.destroy(new Error('pas de retry en 30 s')), 30_000);
    req.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.once('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        clearTimeout(timer);
        reject(new Error(`${res.statusCode} depuis ${localAddress}`));
        return;
      }
      let head: string | null = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (head === null) return;
        head += chunk;
        if (head.includes('retry: 2000\n\n')) {
          head = null;
          clearTimeout(timer);
          resolve(req);
        }
      });
      // Only a stream that was open counts as closed.
      res.once('close', () => head === null && onClose());
    });
  });
}

/**
 * A stream for each of `crowd` at `root`, `perAddress` per loopback address, `batch` opening at
 * once. Those that could not open are counted with their first reason, not thrown: the figure
 * says how many were held.
 */
export async function openCrowd(root: string, crowd: CrowdOrder[], perAddress: number, batch = 50) {
  const requests: http.ClientRequest[] = [];
  const failures: string[] = [];
  let closed = 0;
  for (let from = 0; from < crowd.length; from += batch) {
    const opened = await Promise.allSettled(
      crowd
        .slice(from, from + batch)
        .map((order, k) =>
          openOne(root, order, crowdAddress(from + k, perAddress), () => (closed += 1)),
        ),
    );
    for (const result of opened) {
      if (result.status === 'fulfilled') requests.push(result.value);
      else failures.push(String(result.reason));
    }
  }
  return {
    opened: requests.length,
    failures,
    /** How many of the opened streams are still open. */
    stillOpen: () => requests.length - closed,
    close: () => requests.forEach((req) => req.destroy()),
  };
}

/** The resident memory (VmRSS) of process `pid`, in megabytes; 0 when it is gone. */
export function processRssMb(pid: number): number {
  try {
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Number(rss?.[1] ?? 0) / 1000;
  } catch {
    return 0;
  }
}

/** The resident memory of every process of group `pgid` (a server and its launcher), in megabytes. */
export function groupRssMb(pgid: number): number {
  return groupMembers(pgid).reduce((mb, member) => mb + processRssMb(member.pid), 0);
}

export interface MemoryRow {
  name: string;
  /** Megabytes, before the crowd and with it open. */
  before: number;
  after: number;
}

/** `read`'s figures (megabytes, one per name) now; the function returned reads them again. */
export function memoryFrom(names: string[], read: () => number[]): () => MemoryRow[] {
  const before = read();
  return () => {
    const after = read();
    return names.map((name, i) => ({ name, before: before[i], after: after[i] }));
  };
}

interface Timed {
  latencies: number[][];
  lastId: number;
}

/**
 * The same timed moves three times: alone; with the crowd `open` opens (the memory read by
 * `memory` before it and 3 s after it is open); alone again once it is closed.
 */
export async function aroundCrowd(
  time: () => Promise<Timed>,
  open: () => ReturnType<typeof openCrowd>,
  memory: () => () => MemoryRow[],
) {
  const alone = await time();
  const withCrowd = memory();
  const crowd = await open();
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const memoryRows = withCrowd();
  console.log(`Foule : ${crowd.opened} flux ouverts, ${crowd.failures.length} refusés`);
  const crowded = await time();
  const held = crowd.stillOpen();
  crowd.close();
  const again = await time();
  return {
    phases: [alone.latencies, crowded.latencies, again.latencies],
    lastId: again.lastId,
    crowd: { opened: crowd.opened, failures: crowd.failures, held },
    memory: memoryRows,
  };
}
