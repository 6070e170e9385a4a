/**
 * Login benchmark (bench/RESULTS.md, "Login"; `--auth-only` runs it alone): 20 clients logging in
 * again and again at the server's scrypt cost, then one hash and one hit of the limiter's memory
 * store timed apart. No limit is counted during the load: the real rules would refuse it within a
 * second, and a 429 costs no scrypt, which would flatter the figure.
 */
import os from 'node:os';
import path from 'node:path';
import { sessionResponseSchema, type SignupRequest } from '@/lib/api/auth';
import { devMailResponseSchema } from '@/lib/api/dev-mail';
import { createApp, type App } from '@/server/app';
import { hashPassword, SCRYPT } from '@/server/services/auth/passwords';
import { createMemoryRateLimitStore, type RateLimitStore } from '@/server/services/rate-limit';
import { openSeeded, pgliteBackend } from '../tests/support/databases';
import { listen, runChild, serverFilesBesideBundle } from './api-server';
import { loginLoadResultSchema, type LoginLoadOptions, type LoginLoadResult } from './login-load';
import { quantile } from './order-load';

const CLIENTS = 20;
const SECONDS = 15;
const WARM_UP_SECONDS = 2;
/** Runs, each on a fresh database: the row shows the run of median p99. */
const RUNS = 3;
const HASHES = 10;
const LIMITER_HITS = 200_000;

/** A store under which no limit is ever reached: for this benchmark only (see above). */
const noLimits: RateLimitStore = { hit: async () => ({ count: 1, resetAt: 0 }) };

const AUTH = '/v2/public/auth';

async function answer(app: App, url: string, init?: RequestInit): Promise<unknown> {
  const res = await app.request(url, init);
  const body: unknown = await res.json();
  if (!res.ok)
    throw new Error(
      `${init?.method ?? 'GET'} ${url.split('?')[0]}: ${res.status} ${JSON.stringify(body)}`,
    );
  return body;
}

/** Signs up and confirms `count` diners as a diner would (the code read from the dev mailbox). */
async function confirmedDiners(app: App, count: number): Promise<SignupRequest[]> {
  const diners = Array.from({ length: count }, (_, i) => ({
    first_name: 'Camille',
    last_name: `Banc ${i + 1}`,
    phone: '06 12 34 56 78',
    email: `camille.banc.${i + 1}@example.fr`,
    password: `une soupe à l’oignon n° ${i + 1}`,
  }));
  for (const diner of diners) {
    await answer(app, `${AUTH}/signup/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(diner),
    });
    const mails = devMailResponseSchema.parse(
      await answer(app, `/__dev/mail?to=${encodeURIComponent(diner.email)}`),
    ).payload;
    const otp = mails[0]?.text.match(/^\s+(\d{6})$/m)?.[1];
    if (!otp) throw new Error(`no code mailed to ${diner.email}`);
    // Confirmed with the same password, as the storefront sends it: that password then logs in.
    const confirmation = { otp, email: diner.email, password: diner.password };
    sessionResponseSchema.parse(
      await answer(app, `${AUTH}/verify-otp/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(confirmation),
      }),
    );
  }
  return diners;
}

async function measureLogins() {
  const opened = await openSeeded(pgliteBackend);
  const app = createApp(opened.handle.db, { mailLog: null, limits: noLimits, devMailbox: true });
  try {
    const diners = await confirmedDiners(app, CLIENTS);
    const server = await listen(app);
    try {
      const options: LoginLoadOptions = {
        url: `${server.root}${AUTH}/login/`,
        bodies: diners.map(({ email, password }) => JSON.stringify({ email, password })),
        seconds: SECONDS,
        warmUpSeconds: WARM_UP_SECONDS,
      };
      const raw = await runChild(path.join('bench', 'login-clients.ts'), options);
      return { load: loginLoadResultSchema.parse(raw), inApi: server.inApi() };
    } finally {
      await server.close();
    }
  } finally {
    await opened.dispose();
  }
}

/** Milliseconds of one password hash at the server's cost, one at a time: median, min, max. */
async function scryptHash() {
  await hashPassword('échauffement'); // the first call also allocates scrypt's memory
  const times: number[] = [];
  for (let i = 0; i < HASHES; i += 1) {
    const start = performance.now();
    await hashPassword(`une soupe à l’oignon n° ${i}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), min: times[0], max: times[times.length - 1] };
}

/** Microseconds of one hit of the memory store, over as many keys as there are clients. */
async function limiterHit(): Promise<number> {
  const store = createMemoryRateLimitStore();
  const keys = Array.from({ length: CLIENTS }, (_, i) => `camille.banc.${i}@example.fr`);
  const start = performance.now();
  for (let i = 0; i < LIMITER_HITS; i += 1) await store.hit(keys[i % keys.length], 15 * 60_000);
  return ((performance.now() - start) * 1000) / LIMITER_HITS;
}

const ms = (n: number) => n.toFixed(n < 10 ? 1 : 0);
const p99Of = ({ load }: { load: LoginLoadResult }) => quantile(load.latencies, 0.99);

/** The "Login (API)" section of bench/RESULTS.md. */
export async function authFigures(): Promise<string> {
  serverFilesBesideBundle();
  // scrypt takes whole cores: a busy machine (another process's tests) shows in every figure.
  const load1 = os.loadavg()[0];
  const runs: Awaited<ReturnType<typeof measureLogins>>[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measureLogins());
  const sorted = [...runs].sort((a, b) => p99Of(a) - p99Of(b));
  const { load, inApi } = sorted[Math.floor(sorted.length / 2)];
  const failures = Object.entries(load.failures);
  const hash = await scryptHash();
  const hit = await limiterHit();
  const samples = runs.flatMap((run, i) => run.load.samples.map((s) => `run ${i + 1}: ${s}`));
  return [
    '## Login (API)',
    '',
    `${CLIENTS} clients (a process of their own, node:http with keep-alive), each logging in again and`,
    `again as its own confirmed diner, for ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up: \`POST ${AUTH}/login/\`,`,
    'the API served over HTTP by the bench process over a fresh PGlite database. Every login checks',
    `the password with scrypt at the server's cost (N = ${SCRYPT.N}, r = ${SCRYPT.r}, p = ${SCRYPT.p}; ADR 18) on libuv's`,
    `thread pool (${process.env.UV_THREADPOOL_SIZE ?? 4} threads), then opens a session. ${RUNS} runs, each on a fresh database: the row`,
    "is the run of median p99, every run's p99 beside it. in-API: every request, warm-up included.",
    `Load average when the section started: ${load1.toFixed(1)} on ${os.cpus().length} cores.`,
    '',
    'No abuse limit is counted during this run: the app is given a store that answers every hit as',
    "the first of its window (ADR 19's rules would refuse this load within a second, and a 429",
    'costs no scrypt). What the limiter adds to a real login is one hit of the memory store per rule,',
    'measured below.',
    '',
    '| database | logins/s | p50 ms | p99 ms (every run) | in-API p50 / p99 ms | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    `| PGlite | ${ms(load.perSecond)} | ${ms(quantile(load.latencies, 0.5))} | ${ms(p99Of({ load }))} (runs ${sorted.map((run) => ms(p99Of(run))).join(', ')}) | ${ms(quantile(inApi, 0.5))} / ${ms(quantile(inApi, 0.99))} | ${failures.length === 0 ? '0' : failures.map(([k, v]) => `${v} × ${k}`).join(', ')} |`,
    '',
    '| one operation | time |',
    '| --- | ---: |',
    `| one scrypt hash at the server's cost, alone (median of ${HASHES}; min–max) | ${ms(hash.median)} ms (${ms(hash.min)}–${ms(hash.max)}) |`,
    `| one hit of the limiter's memory store | ${hit.toFixed(2)} µs |`,
    ...(samples.length > 0 ? ['', ...samples.map((s) => `- ${s}`)] : []),
    '',
  ].join('\n');
}
