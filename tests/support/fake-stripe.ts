/**
 * A local Stripe look-alike speaking the HTTP API the `stripe` SDK and Stripe.js use
 * (docs/adr/0009-card-payments.md#tests): customers and intents with the secret key, a browser's
 * confirmation with a test card (DECLINED numbers refused), then the event posted to the webhook,
 * signed as Stripe signs it. `refuseCustomers(status)` makes customer creation fail until null.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const DECLINED_CARD = '4000000000000002';
export const SUCCEEDING_CARD = '4242424242424242';
const DECLINED = new Set([DECLINED_CARD, '4000000000009995']);

type FakeIntentStatus = 'succeeded' | 'requires_payment_method' | 'processing';

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: 'eur';
  status: FakeIntentStatus;
  client_secret: string;
  customer: string | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string; message: string } | null;
}

export interface FakeStripeOptions {
  secretKey: string;
  /** Accepted on the browser's confirm call; any `pk_test_…` key when unset. */
  publishableKey?: string;
  /** Where confirmations are announced, signed with `secret`. */
  webhook?: { url: string; secret: string };
  /** 0 (default) picks a free port. */
  port?: number;
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  requests: { method: string; path: string; auth: string | undefined }[];
  customers: Map<string, Record<string, unknown>>;
  /** Webhook deliveries made so far, with the status the API answered. */
  deliveries: { type: string; intentId: string; status: number }[];
  add(amount: number, status: FakeIntentStatus, localId?: string): FakeIntent;
  /** POST /v1/customers answers this status from now on; null makes customers again. */
  refuseCustomers(status: number | null): void;
  /** Resolves once every webhook posted so far has been answered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

const signer = new Stripe('sk_test_signer', { telemetry: false });

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => resolve(raw));
  });
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const m = /^metadata\[(.+)\]$/.exec(key);
    if (m) metadata[m[1]] = value;
  }
  return metadata;
}

/** An event as Stripe posts it to a webhook: its JSON body and its `Stripe-Signature` header. */
export function signedEvent(type: string, object: Record<string, unknown>, secret: string) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const customers = new Map<string, Record<string, unknown>>();
  const requests: FakeStripe['requests'] = [];
  const deliveries: FakeStripe['deliveries'] = [];
  const pending = new Set<Promise<void>>();
  let n = 0;
  let customerRefusal: number | null = null;

  const newIntent = (
    amount: number,
    status: FakeIntentStatus,
    metadata: Record<string, string>,
    customer: string | null = null,
  ) => {
    n += 1;
    const id = `pi_test_${n}_${randomUUID().slice(0, 8)}`;
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency: 'eur',
      status,
      client_secret: `${id}_secret_${randomUUID().slice(0, 12)}`,
      customer,
      metadata,
      last_payment_error: null,
    };
    intents.set(id, intent);
    return intent;
  };

  function announce(type: string, intent: FakeIntent) {
    const hook = options.webhook;
    if (!hook) return;
    const { payload, header } = signedEvent(type, { ...intent }, hook.secret);
    const delivery = fetch(hook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    })
      .then((res) => {
        deliveries.push({ type, intentId: intent.id, status: res.status });
      })
      .catch(() => {
        deliveries.push({ type, intentId: intent.id, status: 0 });
      })
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  }

  /** The browser's confirmation: publishable key + client secret, a test card. */
  function confirm(intent: FakeIntent, form: URLSearchParams, reply: Reply) {
    const key = form.get('key') ?? '';
    const keyOk = options.publishableKey
      ? key === options.publishableKey
      : key.startsWith('pk_test_');
    if (!keyOk) return reply(401, { error: { type: 'invalid_request_error', code: 'api_key' } });
    if (form.get('client_secret') !== intent.client_secret) {
      return reply(400, {
        error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
      });
    }
    if (intent.status !== 'requires_payment_method') {
      return reply(400, {
        error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' },
      });
    }
    const number = (form.get('payment_method_data[card][number]') ?? '').replace(/\s/g, '');
    if (DECLINED.has(number)) {
      intent.last_payment_error = { code: 'card_declined', message: 'Your card was declined.' };
      announce('payment_intent.payment_failed', intent);
      return reply(402, {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          payment_intent: intent,
        },
      });
    }
    intent.status = 'succeeded';
    intent.last_payment_error = null;
    announce('payment_intent.succeeded', intent);
    return reply(200, intent);
  }

  type Reply = (status: number, body: unknown) => void;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    const path = (req.url ?? '').split('?')[0];
    requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      auth: req.headers.authorization,
    });
    const reply: Reply = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json', ...CORS });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') return reply(204, {});
    const form = new URLSearchParams(raw);
    const confirmMatch = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (req.method === 'POST' && confirmMatch) {
      const intent = intents.get(decodeURIComponent(confirmMatch[1]));
      if (!intent)
        return reply(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      return confirm(intent, form, reply);
    }
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    }
    const missing = () =>
      reply(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
    if (req.method === 'POST' && path === '/v1/customers' && customerRefusal !== null) {
      const message = `Invalid email address: ${form.get('email')}`;
      return reply(
        customerRefusal,
        customerRefusal < 500
          ? { error: { type: 'invalid_request_error', code: 'email_invalid', message } }
          : { error: { type: 'api_error', message: 'Something went wrong.' } },
      );
    }
    if (req.method === 'POST' && path === '/v1/customers') {
      const id = `cus_test_${customers.size + 1}`;
      const customer = {
        id,
        object: 'customer',
        email: form.get('email'),
        name: form.get('name'),
        phone: form.get('phone'),
      };
      customers.set(id, customer);
      return reply(200, customer);
    }
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      if (
        form.get('currency') !== 'eur' ||
        form.get('automatic_payment_methods[enabled]') !== 'true'
      ) {
        return reply(400, { error: { type: 'invalid_request_error' } });
      }
      const amount = Number(form.get('amount'));
      const customer = form.get('customer');
      return reply(200, newIntent(amount, 'requires_payment_method', metadataOf(form), customer));
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    const intent = match ? intents.get(decodeURIComponent(match[1])) : undefined;
    if (!intent) return missing();
    if (req.method === 'POST') {
      if (intent.status === 'succeeded') {
        return reply(400, {
          error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' },
        });
      }
      if (form.has('amount')) intent.amount = Number(form.get('amount'));
      Object.assign(intent.metadata, metadataOf(form));
    }
    reply(200, intent);
  }

  const server: Server = createServer((req, res) => {
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    customers,
    deliveries,
    add: (amount, status, localId) =>
      newIntent(amount, status, localId ? { local_id: localId } : {}),
    refuseCustomers: (status) => {
      customerRefusal = status;
    },
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
