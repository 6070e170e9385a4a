/**
 * PGlite on a thread of its own (docs/adr/0014-pglite-on-a-thread-of-its-own.md): the API's thread
 * only posts each statement and is free until the answer comes back, while PGlite's synchronous
 * WebAssembly works on the other core (`pglite-worker.mjs`). It stands in for a `PGlite` where
 * drizzle's driver takes one, which calls only `query` and `transaction`.
 */
import { Worker } from 'node:worker_threads';
import { failureLine } from '@/lib/log/failure-line';

type Row = Record<string, unknown> | unknown[];

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Per type id, how to read a value: drizzle only asks for some as PostgreSQL's own text. */
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

export interface Results {
  rows: Row[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
}

type Request =
  | { op: 'ready' | 'begin' | 'close' }
  | { op: 'listen'; channel: string }
  | {
      op: 'query';
      tx?: number;
      text: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      asText: number[];
    }
  | { op: 'prepared'; name: string; text: string; values: (string | null)[] }
  | { op: 'end'; tx: number; commit: boolean };

type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: Record<string, unknown> }
  | { id?: undefined; channel: string; payload: string };

const PROBE = '2026-06-01 12:00:00';

/**
 * The type ids a query wants as text. Functions cannot cross to the database's thread, so only
 * the parser drizzle uses (the text, untouched) is accepted; any other is refused loudly rather
 * than silently ignored. drizzle makes new parser functions for every query, so each is probed
 * (one call, cheaper than remembering it).
 */
function textTypes(parsers: QueryOptions['parsers'] = {}): number[] {
  return Object.entries(parsers).map(([id, parse]) => {
    if (parse(PROBE, Number(id)) !== PROBE) {
      throw new Error(`type ${id} : seuls les parseurs qui rendent le texte tel quel passent`);
    }
    return Number(id);
  });
}

/** An error of the database's thread, with the fields PostgreSQL sent (code, detail...). */
function revived(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

export class PgliteThread implements Queryable {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  readonly #listeners = new Map<string, (payload: string) => void>();
  #nextId = 1;
  #stopped: Error | null = null;
  #closing = false;

  /** Starts the thread and opens (or creates) the database in `dataDir`. */
  static async open(dataDir: string): Promise<PgliteThread> {
    const thread = new PgliteThread(dataDir);
    try {
      await thread.#call({ op: 'ready' });
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  private constructor(dataDir: string) {
    this.#worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir },
    });
    this.#worker.on('message', (reply: Reply) => {
      if (reply.id === undefined) return this.#listeners.get(reply.channel)?.(reply.payload);
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (reply.ok) pending.resolve(reply.value);
      else pending.reject(revived(reply.error));
    });
    this.#worker.on('error', (error) => this.#stop(error));
    this.#worker.on('exit', (code) =>
      this.#stop(new Error(`la base PGlite s'est arrêtée (code ${code})`)),
    );
  }

  /** The thread is gone: every waiting statement fails, and so will every later one. */
  #stop(error: Error) {
    if (!this.#stopped && !this.#closing)
      console.error(`Base PGlite arrêtée : ${failureLine(error)}`);
    this.#stopped ??= error;
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
  }

  #call(request: Request): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  async query(
    text: string,
    params: unknown[] = [],
    options: QueryOptions = {},
    tx?: number,
  ): Promise<Results> {
    const asText = textTypes(options.parsers);
    const request: Request = { op: 'query', tx, text, params, rowMode: options.rowMode, asText };
    return (await this.#call(request)) as Results;
  }

  /**
   * Runs `callback` in one transaction: committed when it resolves, rolled back when it throws.
   * Meanwhile every statement outside it waits, as PGlite has a single session.
   */
  async transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = (await this.#call({ op: 'begin' })) as number;
    let result: T;
    try {
      result = await callback({
        query: (text, params, options) => this.query(text, params, options, tx),
      });
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  /** A named statement, parsed once and then run in one trip (ADR 13); outside transactions. */
  async prepared(
    name: string,
    text: string,
    values: (string | null)[],
  ): Promise<Record<string, unknown>[]> {
    return (await this.#call({ op: 'prepared', name, text, values })) as Record<string, unknown>[];
  }

  /**
   * Hands each NOTIFY on `channel` to `onPayload`, once its transaction committed (one listener
   * per channel: the order events' bus, docs/adr/0043).
   */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<void> {
    this.#listeners.set(channel, onPayload);
    await this.#call({ op: 'listen', channel });
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    this.#closing = true;
    await this.#call({ op: 'close' });
    await this.#worker.terminate();
  }
}
