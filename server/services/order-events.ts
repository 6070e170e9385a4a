/**
 * The order events' bus (docs/adr/0043): each row written to `order_status_history` is announced
 * by the database once its transaction commits (a trigger's `pg_notify`, migration 0013), whoever
 * wrote it, and heard here on every API instance. After a lost PostgreSQL connection the rows
 * written meanwhile are read back, so a listener misses nothing. Listening starts with the first
 * subscriber (or `listening()`), so an app that streams nothing opens nothing.
 */
import { gt, asc, max } from 'drizzle-orm';
import type { Database } from '../db/client';
import { listenOn, type Listening } from '../db/notifications';
import { orderStatusHistory } from '../db/schema';

/** id: the order_status_history row's id (what SSE's `id:` carries); orderId: its order. */
export interface OrderEvent {
  id: number;
  orderId: number;
}

export interface OrderEvents {
  /** Calls listener for each event from now on; returns the unsubscribe. */
  subscribe(listener: (event: OrderEvent) => void): () => void;
  close(): Promise<void>;
}

export interface ListeningOrderEvents extends OrderEvents {
  /** Starts listening if nobody did yet; resolves once the database listens. */
  listening(): Promise<void>;
  /** How many listeners are subscribed (tests: a closed stream leaves none). */
  readonly size: number;
}

const CHANNEL = 'order_events';
/** Rows read back at most after a reconnection: a longer outage is the clients' own resume. */
const CATCH_UP_ROWS = 1_000;

/** `"<id> <order id>"`, as the trigger writes it; null for anything else. */
function parsed(payload: string): OrderEvent | null {
  const match = /^(\d{1,15}) (\d{1,15})$/.exec(payload);
  return match ? { id: Number(match[1]), orderId: Number(match[2]) } : null;
}

export function createOrderEvents(
  db: Database,
  log: (line: string) => void = (line) => console.warn(line),
): ListeningOrderEvents {
  const listeners = new Set<(event: OrderEvent) => void>();
  let newest = 0;
  let started: Promise<Listening> | null = null;

  const emit = (event: OrderEvent) => {
    newest = Math.max(newest, event.id);
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        log(`Événement de commande : un abonné a échoué (${(error as Error).name})`);
      }
    }
  };
  const catchUp = async () => {
    const rows = await db
      .select({ id: orderStatusHistory.id, orderId: orderStatusHistory.orderId })
      .from(orderStatusHistory)
      .where(gt(orderStatusHistory.id, newest))
      .orderBy(asc(orderStatusHistory.id))
      .limit(CATCH_UP_ROWS);
    rows.forEach(emit);
  };
  const start = () => {
    started ??= (async () => {
      const listening = await listenOn(db, CHANNEL, {
        onPayload: (payload) => {
          const event = parsed(payload);
          if (event) emit(event);
        },
        onReconnect: () => {
          catchUp().catch(() => log('Événements de commande : relecture impossible'));
        },
        onTrouble: log,
      });
      // Where a catch-up after a lost connection starts from.
      const [row] = await db.select({ id: max(orderStatusHistory.id) }).from(orderStatusHistory);
      newest = Math.max(newest, row?.id ?? 0);
      return listening;
    })();
    return started;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      start().catch(() => {
        started = null; // the next subscriber tries again
        log('Événements de commande : écoute impossible');
      });
      return () => listeners.delete(listener);
    },
    async listening() {
      await start();
    },
    get size() {
      return listeners.size;
    },
    async close() {
      listeners.clear();
      const listening = await started?.catch(() => null);
      started = null;
      await listening?.stop();
    },
  };
}
