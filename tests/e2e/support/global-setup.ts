import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildStorefrontIfNeeded,
  startApi,
  startScript,
  startStorefront,
  waitForUrl,
} from '../../../ops/processes';
import { apiEnv } from './api-control';
import { E2E } from './env';
import { webEnv } from './storefront-control';

/**
 * Starts the fake Stripe server and a seeded API over a fresh PGlite folder (with a kitchen
 * account), builds the storefront against it (always in CI; locally only when `.next-e2e` is
 * missing or E2E_REBUILD=1), serves it.
 */
export default async function globalSetup() {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'comptoir-e2e-')), 'pglite');
  const stripe = startScript(
    'tests/support/fake-stripe-cli.ts',
    {
      FAKE_STRIPE_PORT: String(E2E.stripePort),
      FAKE_STRIPE_SECRET_KEY: E2E.stripe.secretKey,
      FAKE_STRIPE_PUBLISHABLE_KEY: E2E.stripe.publishableKey,
      FAKE_STRIPE_WEBHOOK_SECRET: E2E.stripe.webhookSecret,
      FAKE_STRIPE_WEBHOOK_URL: `${E2E.apiRoot}/v2/public/checkout/stripe-webhook`,
    },
    { detached: true },
  );
  stripe.unref();
  // The kitchen's accounts, through the command a restaurant uses, while PGlite's folder is free.
  for (const account of [E2E.staff, E2E.boardStaff]) {
    execFileSync('npx', ['tsx', 'scripts/staff.ts', 'add', account.email, '--password-stdin'], {
      input: account.password,
      env: { ...process.env, ...apiEnv(dataDir) },
      stdio: ['pipe', 'ignore', 'inherit'],
    });
  }
  const api = startApi(apiEnv(dataDir), { detached: true });
  api.unref();
  await waitForUrl(`${E2E.apiRoot}/health`);
  const env = webEnv();
  buildStorefrontIfNeeded(env, E2E.distDir, Boolean(process.env.CI || process.env.E2E_REBUILD));
  const web = startStorefront(env, E2E.port, E2E.distDir, { detached: true });
  web.unref();
  writeFileSync(
    E2E.stateFile,
    JSON.stringify({ dataDir, apiPid: api.pid, webPid: web.pid, stripePid: stripe.pid }),
  );
  await waitForUrl(`${E2E.siteUrl}/`);
}
