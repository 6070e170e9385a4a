/**
 * The API over real HTTP with the fake Stripe server posting its signed webhooks to it
 * (tests/support/fake-stripe.ts), for the suites that follow a card through its webhooks. Call
 * before `useSuite`: the fake server must exist before the app it configures.
 */
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';

export const WEBHOOK_URL = '/v2/public/checkout/stripe-webhook';

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

export function useWebhookStripe(
  app: () => { fetch: (request: Request) => Response | Promise<Response> },
  keys: StripeKeys,
) {
  let stripe: FakeStripe | undefined;
  let server: ServerType;
  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      server = serve(
        { fetch: (request) => app().fetch(request), hostname: '127.0.0.1', port: 0 },
        (info) => resolve(info.port),
      );
    });
    stripe = await startFakeStripe({
      secretKey: keys.secretKey,
      publishableKey: keys.publishableKey,
      webhook: { url: `http://127.0.0.1:${port}${WEBHOOK_URL}`, secret: keys.webhookSecret },
    });
  });
  afterAll(async () => {
    await stripe?.close();
    await new Promise((resolve) => server.close(resolve));
  });
  const started = () => {
    if (!stripe) throw new Error('le faux Stripe n’est pas démarré');
    return stripe;
  };
  return {
    /** The fake server, once started. */
    get stripe(): FakeStripe {
      return started();
    },
    /** The API's environment pointing at it. */
    env: () => ({
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_API_BASE: started().url,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    }),
  };
}
