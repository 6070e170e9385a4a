/**
 * The board's stream after an API restart (bench/live.bench-case.ts, docs/adr/0043): how long
 * lib/kitchen/stream.ts itself takes to be live again, through the storefront, after the API is
 * stopped (SIGTERM) and started again; and the table of those runs.
 */
import type { ChildProcess } from 'node:child_process';
import { followStream } from '@/lib/kitchen/stream';
import { killGroup, startApi } from '../ops/processes';
import { move } from './live-clients';
import { apiRoot, site } from './local-pair';
import { median } from './order-load';

export const RESTARTS = 5;

/** Resolves once `url` answers 2xx, polling every 20 ms: the instant an API is back. */
async function answering(url: string, timeoutMs = 120_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} ne répond plus après ${timeoutMs / 1000} s.`);
}

/** The first instant after `since` at which `list` gets an entry matching `match`. */
function waiter<T>() {
  const seen: { at: number; value: T }[] = [];
  const pending: { since: number; match: (value: T) => boolean; resolve: (at: number) => void }[] =
    [];
  return {
    push(value: T) {
      const at = performance.now();
      seen.push({ at, value });
      for (const wait of [...pending]) {
        if (wait.match(value)) {
          pending.splice(pending.indexOf(wait), 1);
          wait.resolve(at);
        }
      }
    },
    after(since: number, match: (value: T) => boolean, timeoutMs = 60_000): Promise<number> {
      const found = seen.find((entry) => entry.at >= since && match(entry.value));
      if (found) return Promise.resolve(found.at);
      return new Promise((resolve, reject) => {
        const wait = { since, match, resolve };
        pending.push(wait);
        setTimeout(() => {
          if (!pending.includes(wait)) return;
          pending.splice(pending.indexOf(wait), 1);
          reject(new Error(`rien en ${timeoutMs / 1000} s`));
        }, timeoutMs).unref();
      });
    },
  };
}

interface Restart {
  /** The API's graceful stop (SIGTERM until its process exited). */
  stopMs: number;
  /** From the stop's signal to the board's stream seen lost. */
  lostMs: number;
  /** From the signal to the new API answering /health. */
  upMs: number;
  /** From the signal to the board's stream open again on the new API (the old one gone). */
  openMs: number;
  /** From the signal to the board holding a move made the instant the API answered. */
  eventMs: number;
}

/**
 * The board's stream (lib/kitchen/stream.ts, as the board runs it, through the storefront) while
 * the API is stopped (SIGTERM, as PM2 or systemd stop it) and started again, `RESTARTS` times. At
 * each restart a move is made through the API the instant it answers: the board must get it on
 * reconnection (resumed from its last event id).
 */
export async function boardRestarts(
  env: Record<string, string>,
  token: string,
  orderId: number,
  fromId: number,
  api: { current: ChildProcess },
): Promise<Restart[]> {
  const states = waiter<string>();
  const events = waiter<number>();
  const stop = followStream({
    token,
    fromId,
    onEvent: (_data, id) => events.push(id),
    onState: (state) => states.push(state),
    onRefused: () => states.push('refused'),
    fetchImpl: (input, init) => fetch(new URL(String(input), site), init),
  });
  const runs: Restart[] = [];
  try {
    await states.after(0, (state) => state === 'open');
    for (let run = 0; run < RESTARTS; run += 1) {
      const signal = performance.now();
      await killGroup(api.current);
      const stopped = performance.now();
      api.current = startApi(env, { detached: true });
      const up = await answering(`${apiRoot}/health`);
      await move(apiRoot, token, orderId, 'delay');
      const [lost, open, event] = await Promise.all([
        states.after(signal, (state) => state === 'lost'),
        // After the old process is gone: while it stops, it may still take a reconnection.
        states.after(stopped, (state) => state === 'open'),
        events.after(up, () => true),
      ]);
      runs.push({
        stopMs: stopped - signal,
        lostMs: lost - signal,
        upMs: up - signal,
        openMs: open - signal,
        eventMs: event - signal,
      });
      console.log(`Redémarrage ${run + 1}/${RESTARTS} : ${JSON.stringify(runs.at(-1))}`);
    }
  } finally {
    stop();
  }
  return runs;
}

const s = (ms: number) => (ms / 1000).toFixed(2);

export function restartTable(runs: Restart[]): string[] {
  const row = (name: string, pick: (run: Restart) => number) =>
    `| ${name} | ${s(median(runs.map(pick)))} | ${runs.map((run) => s(pick(run))).join(', ')} |`;
  return [
    '| from the API stop signal (SIGTERM) to… | median s | every run, s |',
    '| --- | ---: | --- |',
    row('the API process gone (its graceful stop)', (run) => run.stopMs),
    row('the board seeing its stream lost', (run) => run.lostMs),
    row('the new API answering `/health`', (run) => run.upMs),
    row('**the board’s stream open again**', (run) => run.openMs),
    row('the board holding the move made when the API answered', (run) => run.eventMs),
  ];
}
