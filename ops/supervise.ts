/**
 * Keeps a child process of `npm run demo` running: when it dies without being asked to (a crash,
 * kill -9), it is started again after a short pause, and the demo says so in French. A process
 * that keeps dying is given up after MAX_RESTARTS restarts within RESTART_WINDOW_MS, so a broken
 * one (a port taken, a bad setting) does not spin forever. Meanwhile the other processes go on:
 * the storefront keeps serving its prerendered pages while the API comes back.
 */
import type { ChildProcess } from 'node:child_process';

const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
/** Pause before the n-th restart in a row: 0.5 s, 1 s, 2 s… at most 5 s. */
const restartDelay = (n: number) => Math.min(500 * 2 ** (n - 1), 5_000);

export interface Supervised {
  /** The process running now. */
  current(): ChildProcess;
  /** Stops it for good (no restart). */
  stop(signal?: NodeJS.Signals): void;
}

export interface SuperviseOptions {
  /** The process's name in French, with its article: « L'API ». */
  name: string;
  /** Called once the process is given up, or exits cleanly (code 0) without being stopped. */
  onEnd: (code: number) => void;
  log?: (line: string) => void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => void;
}

export function supervise(start: () => ChildProcess, options: SuperviseOptions): Supervised {
  const { name, onEnd, log = console.error, now = Date.now } = options;
  const setTimer = options.setTimer ?? ((run, ms) => void setTimeout(run, ms));
  let stopping = false;
  let restarts: number[] = [];
  let child = start();

  function watch(running: ChildProcess) {
    running.once('exit', (code, signal) => {
      if (stopping) return;
      if (code === 0) {
        onEnd(0);
        return;
      }
      const at = now();
      restarts = restarts.filter((t) => at - t < RESTART_WINDOW_MS);
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (restarts.length >= MAX_RESTARTS) {
        log(`${name} s'est arrêtée (${how}) ${MAX_RESTARTS + 1} fois en une minute : abandon.`);
        onEnd(code ?? 1);
        return;
      }
      restarts.push(at);
      const delay = restartDelay(restarts.length);
      log(
        `${name} s'est arrêtée (${how}) : redémarrage ${restarts.length}/${MAX_RESTARTS} dans ${(delay / 1000).toLocaleString('fr-FR')} s…`,
      );
      setTimer(() => {
        if (stopping) return;
        child = start();
        watch(child);
      }, delay);
    });
  }
  watch(child);

  return {
    current: () => child,
    stop(signal = 'SIGTERM') {
      stopping = true;
      child.kill(signal);
    },
  };
}
