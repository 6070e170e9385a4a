/**
 * Deploying under a running tab: the storefront served by the E2E run is stopped and another
 * started in its place, on the same port (a new release, or the kill switch), as an operator
 * would; `restoreStorefront` puts the suite's own build back for the specs that follow.
 */
import { writeFileSync } from 'node:fs';
import { startStorefront, waitForUrl } from '../../../ops/processes';
import { killTree, readState, waitForExit } from './api-control';
import { E2E } from './env';

/** The storefront's environment in the E2E run (global-setup.ts builds and serves with it). */
export const webEnv = () => ({
  API_ROOT: E2E.apiRoot,
  SITE_URL: E2E.siteUrl,
  PORT: String(E2E.port),
  // Card payment on, against the fake Stripe server; Stripe.js is faked by routing.
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: E2E.stripe.publishableKey,
  REVALIDATE_SECRET: E2E.revalidateSecret,
});

async function waitUntilDown(url: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(500) });
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Le site ne s’arrête pas.');
}

/** Serves `distDir` (with `env` added) in place of the storefront running now. */
export async function redeployStorefront(distDir: string, env: Record<string, string> = {}) {
  const state = readState();
  killTree(state.webPid);
  await waitUntilDown(`${E2E.siteUrl}/`);
  // Its regenerated pages are written to distDir: the next one starts once it has exited.
  await waitForExit(state.webPid);
  const web = startStorefront({ ...webEnv(), ...env }, E2E.port, distDir, { detached: true });
  web.unref();
  writeFileSync(E2E.stateFile, JSON.stringify({ ...state, webPid: web.pid }));
  await waitForUrl(`${E2E.siteUrl}/`);
}

/** The suite's own build, as global-setup.ts served it. */
export const restoreStorefront = () => redeployStorefront(E2E.distDir);
