/**
 * The card payment provider as the checkout and the kitchen see it: the `stripe` SDK with
 * STRIPE_SECRET_KEY. STRIPE_API_BASE points the SDK elsewhere than api.stripe.com (tests and E2E
 * start a local fake Stripe server speaking the same HTTP API). Only what the API needs is
 * exposed, in the shapes below, so the rest of the API never handles SDK objects. Intents are
 * authorised only, captured when the kitchen accepts (docs/adr/0046).
 */
import Stripe from 'stripe';
import { z } from 'zod';
import type { Env } from '../env';

export interface PaymentIntent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  client_secret: string | null;
  metadata: Record<string, string>;
}

interface Customer {
  id: string;
  email: string | null;
  name: string | null;
  phone: string | null;
}

interface IntentRequest {
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
  /** Takes the authorised amount; `key` is the call's Idempotency-Key. */
  captureIntent(id: string, key: string): Promise<PaymentIntent>;
  /** Releases an authorisation (cancels the intent). */
  cancelIntent(id: string, key: string): Promise<PaymentIntent>;
  /** Gives back all that an intent took. */
  refundIntent(id: string, key: string): Promise<void>;
}

/** The provider could not be asked (no key, network, unexpected answer): the API says 502. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** Stripe's error code behind a provider failure (`payment_intent_unexpected_state`…), if any. */
export function providerCode(error: PaymentProviderError): string | null {
  const { code } = (error.cause ?? {}) as { code?: unknown };
  return typeof code === 'string' ? code : null;
}

/** A webhook whose signature does not hold (or no secret is configured): the API says 400. */
export class WebhookSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhookSignatureError';
  }
}

const TIMEOUT_MS = 10_000;

interface StripeOptions {
  secretKey: string | undefined;
  /** e.g. `http://127.0.0.1:12111`; unset = api.stripe.com. */
  baseUrl?: string;
}

/** The SDK's host/port/protocol from a base URL. */
function sdkAddress(
  baseUrl: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!baseUrl) return {};
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    client_secret: intent.client_secret ?? null,
    metadata: intent.metadata ?? {},
  };
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/**
 * A failure as the log may name it: the SDK's error class, Stripe's code and HTTP status, never
 * its message, which can quote what was sent (an e-mail, a phone, a name).
 */
export function providerFailure(cause: unknown): string {
  if (!(cause instanceof Error)) return 'erreur inconnue';
  // The SDK's errors say their class in `type` (StripeCardError…); their `name` is Error.
  const { type, code, statusCode } = cause as {
    type?: unknown;
    code?: unknown;
    statusCode?: unknown;
  };
  return [
    typeof type === 'string' ? type : cause.name,
    typeof code === 'string' ? code : null,
    typeof statusCode === 'number' ? `HTTP ${statusCode}` : null,
  ]
    .filter((part) => part !== null)
    .join(' ');
}

/** Any SDK failure becomes a PaymentProviderError (the caller answers 502 in French). */
async function asking<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    if (cause instanceof PaymentProviderError) throw cause;
    throw new PaymentProviderError(`Stripe (${what}) : ${providerFailure(cause)}`, { cause });
  }
}

function createStripeProvider(options: StripeOptions): PaymentProvider {
  let client: Stripe | null = null;
  const stripe = () => {
    const key = options.secretKey?.trim();
    if (!key) throw new PaymentProviderError('STRIPE_SECRET_KEY manquant');
    client ??= new Stripe(key, {
      ...sdkAddress(options.baseUrl),
      timeout: TIMEOUT_MS,
      maxNetworkRetries: 2,
      telemetry: false,
      appInfo: { name: 'Comptoir' },
    });
    return client;
  };

  return {
    retrieveIntent: (id) =>
      asking('lecture du paiement', async () => {
        try {
          return toIntent(await stripe().paymentIntents.retrieve(id));
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      }),
    createCustomer: (input) =>
      asking('création du client', async () => {
        const c = await stripe().customers.create(input);
        return { id: c.id, email: c.email ?? null, name: c.name ?? null, phone: c.phone ?? null };
      }),
    createIntent: (input) =>
      asking('création du paiement', async () =>
        toIntent(
          await stripe().paymentIntents.create({
            amount: input.amount,
            currency: input.currency,
            customer: input.customer ?? undefined,
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true },
            capture_method: 'manual',
          }),
        ),
      ),
    updateIntent: (id, input) =>
      asking('mise à jour du paiement', async () =>
        toIntent(await stripe().paymentIntents.update(id, input)),
      ),
    captureIntent: (id, idempotencyKey) =>
      asking('encaissement', async () =>
        toIntent(await stripe().paymentIntents.capture(id, {}, { idempotencyKey })),
      ),
    cancelIntent: (id, idempotencyKey) =>
      asking('libération du paiement', async () =>
        toIntent(await stripe().paymentIntents.cancel(id, {}, { idempotencyKey })),
      ),
    refundIntent: (id, idempotencyKey) =>
      asking('remboursement', async () => {
        await stripe().refunds.create({ payment_intent: id }, { idempotencyKey });
      }),
  };
}

/** Card payment as the API runs it, from the environment loadEnv read once at start. */
export interface Payments {
  /** Card payment is offered (settings' `payments.stripe.active`): the API holds a Stripe key. */
  active: boolean;
  provider: PaymentProvider;
  /** The endpoint secret Stripe signs webhooks with (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string | undefined;
}

export function paymentsFromEnv(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE' | 'STRIPE_WEBHOOK_SECRET'>,
): Payments {
  return {
    active: Boolean(env.STRIPE_SECRET_KEY?.trim()),
    provider: createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      baseUrl: env.STRIPE_API_BASE,
    }),
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  };
}

/** What the API acts on in a provider's webhook. */
export interface WebhookEvent {
  /** Stripe's `evt_…`, or `illisible` when the event has none in that shape (it goes to logs). */
  id: string;
  /** '' when the event has none. */
  type: string;
  /** Set for payment_intent.* events carrying the fields the API reads. */
  intent: PaymentIntent | null;
}

// Verification needs no key: the SDK's webhook helpers only use the endpoint secret.
const verifier = new Stripe('sk_webhook_verification_only', { telemetry: false });

/** Stripe's ids (`evt_…`, `pi_…`): what a log line, a column and a provider call may hold. */
const STRIPE_ID = /^[A-Za-z0-9_]{1,255}$/;
const UNREADABLE_ID = 'illisible';

/**
 * A signed event is Stripe's word, not a promise of its shape: each field the API reads is taken
 * only in the shape it expects, and anything else reads as absent (an intent lacking a field is
 * no intent), so the webhook acknowledges and ignores it instead of failing.
 */
const intentSchema = z.object({
  object: z.literal('payment_intent'),
  id: z.string().regex(STRIPE_ID),
  amount: z.number().int().nonnegative(),
  currency: z.string().max(10),
  status: z.string().max(100),
  client_secret: z.string().nullish().catch(null),
  metadata: z
    .record(z.string(), z.unknown())
    .nullish()
    .catch(null)
    .transform((metadata) =>
      Object.fromEntries(
        Object.entries(metadata ?? {}).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      ),
    ),
});

const eventSchema = z
  .object({
    id: z.string().regex(STRIPE_ID).catch(UNREADABLE_ID),
    type: z.string().max(100).catch(''),
    data: z.object({ object: z.unknown() }).nullish().catch(null),
  })
  .catch({ id: UNREADABLE_ID, type: '', data: null });

/** Reads a verified event in whatever shape it came. */
function readEvent(event: unknown): WebhookEvent {
  const { id, type, data } = eventSchema.parse(event);
  const intent = intentSchema.safeParse(data?.object);
  return {
    id,
    type,
    intent: intent.success
      ? { ...intent.data, client_secret: intent.data.client_secret ?? null }
      : null,
  };
}

/** Checks a webhook's `Stripe-Signature` against the endpoint secret and reads the event. */
export async function verifyWebhook(
  rawBody: string,
  signature: string | undefined,
  secret: string | undefined,
): Promise<WebhookEvent> {
  if (!secret?.trim()) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET manquant');
  if (!signature) throw new WebhookSignatureError('En-tête Stripe-Signature absent');
  let event: unknown;
  try {
    event = await verifier.webhooks.constructEventAsync(rawBody, signature, secret.trim());
  } catch (cause) {
    throw new WebhookSignatureError('Signature du webhook invalide', { cause });
  }
  return readEvent(event);
}
