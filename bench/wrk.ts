/**
 * wrk (Debian's package) as the HTTP load tool of the cluster benchmarks: one C process, so the
 * storefront, nginx and the API are loaded by the same client at the same settings, and its
 * latency distribution gives the p99. Missing, it is named with how to install it.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';

export interface WrkFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx/3xx, and socket errors (connect, read, write, timeout). */
  non2xx: number;
  socketErrors: number;
}

export interface WrkOptions {
  threads: number;
  connections: number;
  seconds: number;
}

export function assertWrk(): void {
  if (spawnSync('wrk', ['--version']).error) {
    throw new Error(
      'wrk est introuvable : installez-le avec « sudo apt-get install -y wrk » (paquet Debian), puis relancez npm run bench.',
    );
  }
}

/** "12.34ms" → 12.34, in milliseconds. */
function toMs(value: string, unit: string): number {
  const n = Number(value);
  return unit === 'us' ? n / 1000 : unit === 's' ? n * 1000 : unit === 'm' ? n * 60_000 : n;
}

export function parseWrk(output: string): WrkFigures {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const pct = (p: number) => {
    const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
    return m ? toMs(m[1], m[2]) : Number.NaN;
  };
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  if (!rps) throw new Error(`sortie de wrk illisible : ${output.slice(0, 300)}`);
  return {
    requestsPerSecond: Number(rps[1]),
    p50: pct(50),
    p99: pct(99),
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

export async function runWrk(url: string, options: WrkOptions): Promise<WrkFigures> {
  const { stdout } = await promisify(execFile)('wrk', [
    `-t${options.threads}`,
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--latency',
    url,
  ]);
  return parseWrk(stdout);
}
