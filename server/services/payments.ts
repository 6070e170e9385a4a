/**
 * The card payment provider as the checkout sees it. The `stripe` SDK is not installed, so this
 * speaks Stripe's REST API with plain `fetch` and the secret key as a bearer token:
 * `GET /v1/payment_intents/{id}`, and form-encoded `POST /v1/customers`, `POST /v1/payment_intents`
 * and `POST /v1/payment_intents/{id}` (update), as Stripe expects. Tests point STRIPE_API_BASE at a
 * local fake Stripe server.
 */

export interface PaymentIntent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  client_secret: string | null;
  metadata: Record<string, string>;
}

export interface Customer {
  id: string;
  email: string | null;
  name: string | null;
  phone: string | null;
}

export interface IntentRequest {
  /** Integer cents. */
  amount: number;
  currency: 'eur';
  customer?: string | null;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  /** The intent as the provider knows it, or null when it does not exist. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  createCustomer(input: { email: string; name: string; phone: string }): Promise<Customer>;
  createIntent(input: IntentRequest): Promise<PaymentIntent>;
  /** Changes the amount (and metadata) of an intent not paid yet. */
  updateIntent(
    id: string,
    input: Omit<IntentRequest, 'currency' | 'customer'>,
  ): Promise<PaymentIntent>;
}

/** The provider could not be asked (no key, network, unexpected answer): the API says 502. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export const DEFAULT_STRIPE_API_BASE = 'https://api.stripe.com';
const TIMEOUT_MS = 10_000;

export interface StripeOptions {
  secretKey: string | undefined;
  baseUrl?: string;
  fetch?: typeof fetch;
}

function isIntent(value: unknown): value is PaymentIntent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.object === 'payment_intent' &&
    typeof v.id === 'string' &&
    typeof v.amount === 'number' &&
    typeof v.currency === 'string' &&
    typeof v.status === 'string'
  );
}

function toIntent(body: PaymentIntent): PaymentIntent {
  return {
    id: body.id,
    amount: body.amount,
    currency: body.currency,
    status: body.status,
    client_secret: body.client_secret ?? null,
    metadata: body.metadata ?? {},
  };
}

function isCustomer(value: unknown): value is Customer {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.object === 'customer' && typeof v.id === 'string';
}

/** Stripe's form encoding: nested objects as `metadata[key]=value`. */
export function formEncode(fields: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(fields)) add(key, value);
  return form;
}

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const base = (options.baseUrl || DEFAULT_STRIPE_API_BASE).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  async function request(method: 'GET' | 'POST', path: string, form?: URLSearchParams) {
    const key = options.secretKey?.trim();
    if (!key) throw new PaymentProviderError('STRIPE_SECRET_KEY manquant');
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${key}`,
          ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form?.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw new PaymentProviderError('Stripe injoignable', { cause });
    }
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, ok: res.ok, body };
  }

  async function intentCall(method: 'GET' | 'POST', path: string, form?: URLSearchParams) {
    const res = await request(method, path, form);
    if (method === 'GET' && res.status === 404) return null;
    if (!res.ok) throw new PaymentProviderError(`Stripe a répondu ${res.status}`);
    if (!isIntent(res.body)) throw new PaymentProviderError('Réponse de Stripe inattendue');
    return toIntent(res.body);
  }

  const must = (intent: PaymentIntent | null) => {
    if (!intent) throw new PaymentProviderError('Réponse de Stripe inattendue');
    return intent;
  };

  return {
    retrieveIntent: (id) => intentCall('GET', `/v1/payment_intents/${encodeURIComponent(id)}`),
    async createCustomer(input) {
      const res = await request('POST', '/v1/customers', formEncode(input));
      if (!res.ok || !isCustomer(res.body)) {
        throw new PaymentProviderError(`Stripe a répondu ${res.status} à la création du client`);
      }
      const c = res.body;
      return { id: c.id, email: c.email ?? null, name: c.name ?? null, phone: c.phone ?? null };
    },
    async createIntent(input) {
      const form = formEncode({ ...input, automatic_payment_methods: { enabled: true } });
      return must(await intentCall('POST', '/v1/payment_intents', form));
    },
    async updateIntent(id, input) {
      const path = `/v1/payment_intents/${encodeURIComponent(id)}`;
      return must(await intentCall('POST', path, formEncode(input)));
    },
  };
}

/** The provider the environment configures, read at call time (a key may be added later). */
export function providerFromEnv(source: NodeJS.ProcessEnv = process.env): PaymentProvider {
  return createStripeProvider({
    secretKey: source.STRIPE_SECRET_KEY,
    baseUrl: source.STRIPE_API_BASE,
  });
}
