/**
 * NOTIFY on a channel, heard on the API's database (docs/adr/0043): PGlite's thread delivers its
 * own session's notifications; PostgreSQL needs a connection of its own, outside the pool, kept
 * listening and opened again after a loss (`onReconnect` then says events may have been missed).
 */
import pg from 'pg';
import type { Database } from './client';
import { PgliteThread } from './pglite-thread';

export interface Listening {
  stop(): Promise<void>;
}

export interface ListenHandlers {
  onPayload(payload: string): void;
  /** The connection was lost and is back: whatever was notified meanwhile was not heard. */
  onReconnect(): void;
  /** A connection lost or refused, said once per outage (no address, no secret). */
  onTrouble(message: string): void;
}

const RETRY_MS = { first: 500, most: 5_000 };

/** Starts listening on `channel` over `db`'s own database; resolves once LISTEN ran. */
export async function listenOn(
  db: Database,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listening> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PgliteThread) {
    await client.listen(channel, handlers.onPayload);
    return { stop: async () => {} };
  }
  if (client instanceof pg.Pool) return listenOnPostgres(client.options, channel, handlers);
  throw new Error('écoute des événements : base de données inconnue');
}

async function listenOnPostgres(
  options: pg.PoolConfig,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listening> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_MS.first;
  let troubled = false;

  const connect = async () => {
    const client = new pg.Client(options);
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onPayload(message.payload);
    });
    // A lost connection (restart, failover) must not crash the process: it is opened again.
    const lost = () => {
      if (current !== client) return;
      current = null;
      client.removeAllListeners('end');
      client.end().catch(() => {});
      if (!stopped) later();
    };
    client.on('error', lost);
    client.on('end', lost);
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lost();
      throw error;
    }
  };
  const later = () => {
    if (!troubled) handlers.onTrouble('écoute des événements PostgreSQL interrompue');
    troubled = true;
    retry = setTimeout(() => {
      connect().then(
        () => {
          delay = RETRY_MS.first;
          troubled = false;
          handlers.onReconnect();
        },
        () => {},
      ); // lost() has planned the next try
    }, delay);
    delay = Math.min(delay * 2, RETRY_MS.most);
  };

  try {
    await connect();
  } catch (error) {
    // Not listening at all: the caller is told, and no retry outlives this call.
    stopped = true;
    clearTimeout(retry);
    throw error;
  }
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
