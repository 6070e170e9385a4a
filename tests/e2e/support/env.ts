/** Ports and folders of the E2E run: away from the demo's 3000/4000 and its .data/ and .next/. */
import os from 'node:os';
import path from 'node:path';

const apiPort = Number(process.env.E2E_API_PORT || 4100);
const port = Number(process.env.E2E_PORT || 3100);
const stripePort = apiPort + 90;

export const E2E = {
  apiPort,
  port,
  apiRoot: `http://127.0.0.1:${apiPort}`,
  siteUrl: `http://127.0.0.1:${port}`,
  distDir: '.next-e2e',
  /** The fake Stripe server (tests/support/fake-stripe.ts) and the keys both sides use. */
  stripePort,
  stripeUrl: `http://127.0.0.1:${stripePort}`,
  stripe: {
    secretKey: 'sk_test_comptoir_e2e',
    publishableKey: 'pk_test_comptoir_e2e',
    webhookSecret: 'whsec_comptoir_e2e',
  },
  /** The storefront's on-demand revalidation (app/revalidate), as the back office would call it. */
  revalidateSecret: 'e2e-revalidate',
  /** The kitchen's account, made by `npm run staff` before the API opens its database. */
  staff: { email: 'cuisine@e2e.comptoir.localhost', password: 'planche-a-decouper-e2e' },
  /**
   * A second account, the two-tablet spec's own: the API takes ten sign-ins of one e-mail from
   * one address in 15 minutes, and the other kitchen specs together come close to that.
   */
  boardStaff: { email: 'passe@e2e.comptoir.localhost', password: 'planche-a-decouper-e2e-2' },
  /** Where the setup leaves the API's data folder and the pids of what it started. */
  stateFile: path.join(os.tmpdir(), `comptoir-e2e-${apiPort}.json`),
};

export type E2EState = { dataDir: string; apiPid: number; webPid: number; stripePid: number };
