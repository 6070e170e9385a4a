/**
 * The fake Stripe server as a process, for E2E: the browser's confirmations reach it through
 * Playwright routing, the API's SDK calls through STRIPE_API_BASE, and it posts signed webhooks
 * to the API. Configured by FAKE_STRIPE_* variables (see tests/e2e/support/env.ts).
 */
import { startFakeStripe } from './fake-stripe';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} manquant`);
  return value;
};

const stripe = await startFakeStripe({
  secretKey: env('FAKE_STRIPE_SECRET_KEY'),
  publishableKey: env('FAKE_STRIPE_PUBLISHABLE_KEY'),
  webhook: { url: env('FAKE_STRIPE_WEBHOOK_URL'), secret: env('FAKE_STRIPE_WEBHOOK_SECRET') },
  port: Number(env('FAKE_STRIPE_PORT')),
});
console.log(`Faux Stripe sur ${stripe.url}`);
// The server is unref'd for tests in-process; here it is the whole process, so keep it alive.
setInterval(() => {}, 1 << 30);
