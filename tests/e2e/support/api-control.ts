/** Stop and restart the E2E API, to check what a diner sees while the API is down. */
import { readFileSync, writeFileSync } from 'node:fs';
import { groupMembers, startApi, waitForUrl } from '../../../ops/processes';
import { E2E, type E2EState } from './env';

export const readState = (): E2EState => JSON.parse(readFileSync(E2E.stateFile, 'utf8'));

export function killTree(pid: number, signal: NodeJS.Signals = 'SIGTERM'): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Whether any process of the group `pgid` leads is still running (a zombie waiting for its
 * parent counts as gone). The API closes its database after its port, so a closed port is not
 * enough before another process opens the same PGlite directory: its last writes would be lost.
 */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch {
    return false;
  }
  return groupMembers(pgid).some((member) => member.state !== 'Z');
}

/** Waits until the group `pid` leads has exited, SIGKILLed after 15 s. */
export async function waitForExit(pid: number): Promise<void> {
  const start = Date.now();
  let killed = false;
  while (Date.now() - start < 30_000) {
    if (!groupAlive(pid)) return;
    // Still running after 15 s (a connection kept open holds its close): killed.
    if (!killed && Date.now() - start > 15_000) {
      killTree(pid, 'SIGKILL');
      killed = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Le processus ${pid} ne s'arrête pas.`);
}

export async function stopApi(): Promise<void> {
  const { apiPid } = readState();
  killTree(apiPid);
  await waitForExit(apiPid);
}

export async function startApiAgain(): Promise<void> {
  const state = readState();
  const api = startApi(apiEnv(state.dataDir), { detached: true });
  api.unref();
  writeFileSync(E2E.stateFile, JSON.stringify({ ...state, apiPid: api.pid }));
  await waitForUrl(`${E2E.apiRoot}/health`);
}

export const apiEnv = (dataDir: string) => ({
  API_PORT: String(E2E.apiPort),
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  STRIPE_SECRET_KEY: E2E.stripe.secretKey,
  STRIPE_API_BASE: E2E.stripeUrl,
  STRIPE_WEBHOOK_SECRET: E2E.stripe.webhookSecret,
  SMTP_URL: '',
  // The tests read the mail (codes, confirmations) at GET /__dev/mail.
  DEV_MAILBOX: '1',
  // And move the API's clock forward at PUT /__dev/clock (an order nobody answered).
  DEV_CLOCK: '1',
});

/** Moves the API's clock `ms` ahead of the real one (`PUT /__dev/clock`, DEV_CLOCK=1); 0: back. */
export async function apiClockAhead(ms: number): Promise<void> {
  const res = await fetch(`${E2E.apiRoot}/__dev/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offset_ms: Math.round(ms) }),
  });
  if (res.status !== 200) throw new Error(`/__dev/clock: HTTP ${res.status} ${await res.text()}`);
}
