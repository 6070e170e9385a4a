/** Stop and restart the E2E API, to check what a diner sees while the API is down. */
import { readFileSync, writeFileSync } from 'node:fs';
import { startApi, waitForUrl } from '../../../ops/processes';
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

export async function stopApi(): Promise<void> {
  const { apiPid } = readState();
  killTree(apiPid);
  const start = Date.now();
  let killed = false;
  while (Date.now() - start < 30_000) {
    // An API still answering after 15 s (a connection kept open holds its close): killed.
    if (!killed && Date.now() - start > 15_000) {
      killTree(apiPid, 'SIGKILL');
      killed = true;
    }
    try {
      await fetch(`${E2E.apiRoot}/health`, { signal: AbortSignal.timeout(500) });
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("L'API ne s'arrête pas.");
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
});
