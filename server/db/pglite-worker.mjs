// @ts-check
/**
 * The embedded database's own thread (docs/adr/0014-pglite-on-a-thread-of-its-own.md), answering
 * `server/db/pglite-thread.ts`. Plain JavaScript: a worker thread is started by plain Node. Each
 * request `{ id, op, ... }` gets one `{ id, ok, value }` or `{ id, ok: false, error }`, and a
 * channel listened to sends `{ channel, payload }`; PGlite keeps its own locks, so requests are
 * served as they come.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import pgProtocol from 'pg-protocol';

// pg-protocol is CommonJS with getter exports, which named ESM imports do not see.
const { serialize } = pgProtocol;
if (!parentPort) throw new Error('pglite-worker.mjs se lance comme worker thread');
const port = parentPort;

const db = new PGlite(workerData.dataDir);

/**
 * @typedef {object} OpenTransaction
 * @property {import('@electric-sql/pglite').Transaction} handle
 * @property {(commit: boolean) => void} end
 * @property {Promise<void>} settled
 */
/** @type {Map<number, OpenTransaction>} */
const transactions = new Map();
let nextTransaction = 1;
/** Statement names parsed since the last error (see `prepared`). */
const parsed = new Set();
const ROLLBACK = Symbol('rollback');

/** Parser sets by the type ids they read as text: drizzle asks for the same few every query. */
const textParsers = new Map();

/** drizzle asks for some types as the text PostgreSQL sent: it names their ids. */
function queryOptions(/** @type {{ rowMode?: 'array' | 'object', asText?: number[] }} */ options) {
  const ids = options.asText ?? [];
  const key = ids.join(',');
  let parsers = textParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(ids.map((id) => [id, (/** @type {string} */ v) => v]));
    textParsers.set(key, parsers);
  }
  return { rowMode: options.rowMode, parsers };
}

/** The handle a request runs on: an open transaction's, or the database's. */
function on(/** @type {number | undefined} */ tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} inconnue ou terminée`);
  return open.handle;
}

/**
 * A named statement in one trip into PGlite (ADR 13): Close + Parse under its name the first time
 * and after any error (closing a missing statement is not an error), then bind, describe, execute
 * and sync in one message, under the same two locks as `query()`.
 */
function prepared(
  /** @type {string} */ name,
  /** @type {string} */ text,
  /** @type {(string | null)[]} */ values,
) {
  return db._runExclusiveTransaction(() =>
    db._runExclusiveQuery(async () => {
      const fresh = !parsed.has(name);
      parsed.delete(name);
      const message = Buffer.concat([
        ...(fresh
          ? [serialize.close({ type: 'S', name }), serialize.parse({ name, text, types: [] })]
          : []),
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute(),
        serialize.sync(),
      ]);
      const { messages } = await db.execProtocol(message);
      parsed.add(name);
      /** @type {{ name: string, dataTypeID: number }[]} */
      let fields = [];
      const rows = [];
      for (const reply of /** @type {any[]} */ (messages)) {
        if (reply.name === 'rowDescription') fields = reply.fields;
        if (reply.name !== 'dataRow') continue;
        /** @type {Record<string, unknown>} */
        const row = {};
        /** @type {(string | null)[]} */ (reply.fields).forEach((raw, i) => {
          const parse = db.parsers[fields[i].dataTypeID];
          row[fields[i].name] = raw === null || !parse ? raw : parse(raw, fields[i].dataTypeID);
        });
        rows.push(row);
      }
      return rows;
    }),
  );
}

/**
 * Opens a transaction and answers its number once BEGIN ran. It then waits for `end`: commit, or
 * roll back (thrown out of PGlite's callback, which is how PGlite rolls back). `settled` is its
 * outcome, COMMIT's own failure included.
 */
function begin() {
  const tx = nextTransaction++;
  return new Promise((answer, fail) => {
    /** @type {OpenTransaction} */
    const open = { handle: /** @type {any} */ (null), end: () => {}, settled: Promise.resolve() };
    open.settled = db
      .transaction(async (handle) => {
        open.handle = handle;
        const commit = await new Promise((end) => {
          open.end = end;
          transactions.set(tx, open);
          answer(tx);
        });
        if (!commit) throw ROLLBACK;
      })
      .catch((error) => {
        if (error !== ROLLBACK) throw error;
      })
      .finally(() => transactions.delete(tx));
    // Before the answer, a failed BEGIN fails the request; after it, `end` reports the outcome.
    open.settled.catch(fail);
  });
}

/** @param {any} request */
async function serve(request) {
  switch (request.op) {
    case 'ready':
      await db.waitReady;
      return null;
    case 'query': {
      const result = await on(request.tx).query(
        request.text,
        request.params,
        queryOptions(request),
      );
      return { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields };
    }
    case 'prepared':
      return prepared(request.name, request.text, request.values);
    case 'begin':
      return begin();
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transaction ${request.tx} inconnue ou terminée`);
      open.end(request.commit);
      await open.settled;
      return null;
    }
    case 'listen':
      // Delivered by PGlite once the notifying transaction commits (docs/adr/0043).
      await db.listen(request.channel, (/** @type {string} */ payload) =>
        port.postMessage({ channel: request.channel, payload }),
      );
      return null;
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`requête inconnue : ${request.op}`);
  }
}

/** An error as plain values: its message and the fields PostgreSQL sent (code, detail...). */
function plain(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value;
  }
  return fields;
}

port.on('message', (request) => {
  serve(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value }),
    (error) => port.postMessage({ id: request.id, ok: false, error: plain(error) }),
  );
});
