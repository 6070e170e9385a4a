/**
 * A local Stripe look-alike speaking the HTTP API the `stripe` SDK and Stripe.js use
 * (docs/adr/0009-card-payments.md#tests, docs/adr/0046): customers and intents with the secret key,
 * a browser's confirmation with a test card (DECLINED numbers refused), manual capture, cancel and
 * refunds with Stripe's refusals, `Idempotency-Key` replays, and each event posted to the webhook
 * signed as Stripe signs it. `refuseCustomers` / `outage` make calls fail until null.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  metadataOf,
  moneyCalls,
  unexpected,
  type FakeEffect,
  type FakeIntent,
  type FakeIntentStatus,
  type FakeRefund,
  type Reply,
} from './fake-stripe-money';

export const DECLINED_CARD = '4000000000000002';
export const SUCCEEDING_CARD = '4242424242424242';
const DECLINED = new Set([DECLINED_CARD, '4000000000009995']);

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
  refunds: Map<string, FakeRefund>;
  /** Captures, cancels and refunds Stripe carried out, in order. */
  effects: FakeEffect[];
  /** Webhook deliveries made so far, with the status the API answered. */
  deliveries: { type: string; intentId: string; status: number }[];
  add(
    amount: number,
    status: FakeIntentStatus,
    localId?: string,
    captureMethod?: FakeIntent['capture_method'],
  ): FakeIntent;
  /** Where an intent stands for the restaurant's money. */
  stateOf(intentId: string): 'authorised' | 'captured' | 'cancelled' | 'refunded' | 'other';
  /** POST /v1/customers answers this status from now on; null makes customers again. */
  refuseCustomers(status: number | null): void;
  /** Every secret-key call answers this status (api_error) from now on; null: Stripe is back. */
  outage(status: number | null): void;
  /** Posts an event for an intent to the webhook again, as Stripe retries a delivery. */
  replay(type: string, intentId: string): void;
  /** Resolves once every webhook posted so far has been answered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, idempotency-key',
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
  const refunds = new Map<string, FakeRefund>();
  const effects: FakeEffect[] = [];
  const requests: FakeStripe['requests'] = [];
  const deliveries: FakeStripe['deliveries'] = [];
  /** Idempotency-Key → the first request's endpoint and parameters, and Stripe's saved answer. */
  const saved = new Map<string, { request: string; status: number; body: string }>();
  const pending = new Set<Promise<void>>();
  let n = 0;
  let customerRefusal: number | null = null;
  let outage: number | null = null;

  const newIntent = (
    amount: number,
    status: FakeIntentStatus,
    metadata: Record<string, string>,
    customer: string | null = null,
    captureMethod: FakeIntent['capture_method'] = 'automatic',
  ) => {
    n += 1;
    const id = `pi_test_${n}_${randomUUID().slice(0, 8)}`;
    const charged = status === 'succeeded' || status === 'requires_capture';
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: status === 'requires_capture' ? amount : 0,
      amount_received: status === 'succeeded' ? amount : 0,
      currency: 'eur',
      status,
      capture_method: captureMethod,
      client_secret: `${id}_secret_${randomUUID().slice(0, 12)}`,
      customer,
      latest_charge: charged ? `ch_test_${n}` : null,
      canceled_at: null,
      cancellation_reason: null,
      metadata,
      last_payment_error: null,
    };
    intents.set(id, intent);
    return intent;
  };

  function post(type: string, object: Record<string, unknown>, intentId: string) {
    const hook = options.webhook;
    if (!hook) return;
    const { payload, header } = signedEvent(type, object, hook.secret);
    const delivery = fetch(hook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    })
      .then((res) => {
        deliveries.push({ type, intentId, status: res.status });
      })
      .catch(() => {
        deliveries.push({ type, intentId, status: 0 });
      })
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  }

  function announce(type: string, intent: FakeIntent) {
    post(type, type.startsWith('charge.') ? chargeOf(intent) : { ...intent }, intent.id);
  }
  const { chargeOf, move, refund } = moneyCalls({ intents, refunds, effects, announce });

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
      return reply(400, unexpected(intent, 'confirmed'));
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
    intent.last_payment_error = null;
    intent.latest_charge = `ch_test_${intent.id.slice(8)}`;
    if (intent.capture_method === 'manual') {
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
      announce('payment_intent.amount_capturable_updated', intent);
    } else {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      announce('payment_intent.succeeded', intent);
    }
    return reply(200, intent);
  }

  /** The calls made with the secret key, past the idempotency layer. */
  function api(req: IncomingMessage, path: string, form: URLSearchParams, reply: Reply) {
    const key = req.headers['idempotency-key'] as string | undefined;
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
    if (req.method === 'POST' && path === '/v1/refunds') return refund(form, key, reply);
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const method = form.get('capture_method') ?? 'automatic';
      if (
        form.get('currency') !== 'eur' ||
        form.get('automatic_payment_methods[enabled]') !== 'true' ||
        (method !== 'automatic' && method !== 'manual')
      ) {
        return reply(400, { error: { type: 'invalid_request_error' } });
      }
      const amount = Number(form.get('amount'));
      const customer = form.get('customer');
      const intent = newIntent(amount, 'requires_payment_method', metadataOf(form), customer);
      intent.capture_method = method;
      return reply(200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    const intent = match ? intents.get(decodeURIComponent(match[1])) : undefined;
    if (!intent) return missing();
    if (req.method === 'POST' && match?.[2]) return move(intent, match[2], key, reply);
    if (req.method === 'POST') {
      if (intent.status !== 'requires_payment_method') {
        return reply(400, unexpected(intent, 'updated'));
      }
      if (form.has('amount')) intent.amount = Number(form.get('amount'));
      Object.assign(intent.metadata, metadataOf(form));
    }
    reply(200, intent);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    const path = (req.url ?? '').split('?')[0];
    requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      auth: req.headers.authorization,
    });
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...CORS, ...headers });
      res.end(body);
    };
    const reply: Reply = (status, body) => send(status, JSON.stringify(body));
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
    // Down before any endpoint runs: nothing is saved under the key, as at Stripe.
    if (outage !== null) {
      return reply(outage, { error: { type: 'api_error', message: 'Something went wrong.' } });
    }
    const key = req.headers['idempotency-key'];
    if (req.method !== 'POST' || typeof key !== 'string') return api(req, path, form, reply);
    // Stripe answers a key's first result again; the same key on another call is an error.
    const request = `${path} ${raw}`;
    const first = saved.get(key);
    if (first && first.request !== request) {
      return reply(400, {
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
        },
      });
    }
    if (first) return send(first.status, first.body, { 'idempotent-replayed': 'true' });
    api(req, path, form, (status, body) => {
      saved.set(key, { request, status, body: JSON.stringify(body) });
      reply(status, body);
    });
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
    refunds,
    effects,
    deliveries,
    add: (amount, status, localId, captureMethod) =>
      newIntent(amount, status, localId ? { local_id: localId } : {}, null, captureMethod),
    stateOf: (intentId) => {
      const intent = intents.get(intentId);
      if (intent?.status === 'requires_capture') return 'authorised';
      if (intent?.status === 'canceled') return 'cancelled';
      if (intent?.status !== 'succeeded') return 'other';
      return chargeOf(intent).refunded ? 'refunded' : 'captured';
    },
    refuseCustomers: (status) => {
      customerRefusal = status;
    },
    outage: (status) => {
      outage = status;
    },
    replay: (type, intentId) => announce(type, intents.get(intentId)!),
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
