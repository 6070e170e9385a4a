/**
 * The fake Stripe server's money calls (docs/adr/0046): capture, cancel and refunds of an intent
 * with Stripe's refusals (`payment_intent_unexpected_state`, `charge_already_refunded`), each
 * carried out recorded as an effect the tests count, and announced as Stripe announces it.
 */
export type FakeIntentStatus =
  'succeeded' | 'requires_payment_method' | 'requires_capture' | 'processing' | 'canceled';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: 'eur';
  status: FakeIntentStatus;
  capture_method: 'automatic' | 'manual';
  client_secret: string;
  customer: string | null;
  latest_charge: string | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string; message: string } | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string | null;
  currency: 'eur';
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

/** What a money call did to an intent (a replayed Idempotency-Key does nothing and is not one). */
export interface FakeEffect {
  kind: 'capture' | 'cancel' | 'refund';
  intentId: string;
  idempotencyKey: string | undefined;
}

export type Reply = (status: number, body: unknown) => void;

export function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const m = /^metadata\[(.+)\]$/.exec(key);
    if (m) metadata[m[1]] = value;
  }
  return metadata;
}

export const unexpected = (intent: FakeIntent, what: string) => ({
  error: {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: `This PaymentIntent could not be ${what} because it has a status of ${intent.status}.`,
    payment_intent: intent,
  },
});

/** Statuses Stripe lets a PaymentIntent be cancelled from. */
const CANCELABLE = new Set<FakeIntentStatus>([
  'requires_payment_method',
  'requires_capture',
  'processing',
]);

interface Ledger {
  intents: Map<string, FakeIntent>;
  refunds: Map<string, FakeRefund>;
  effects: FakeEffect[];
  /** Posts the event of `type` for the intent to the webhook. */
  announce(type: string, intent: FakeIntent): void;
}

export function moneyCalls({ intents, refunds, effects, announce }: Ledger) {
  /** The charge behind an intent, as `charge.*` events carry it. */
  const chargeOf = (intent: FakeIntent) => {
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === intent.id)
      .reduce((sum, r) => sum + r.amount, 0);
    return {
      id: intent.latest_charge,
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount_received,
      amount_refunded: refunded,
      captured: intent.status === 'succeeded',
      refunded: refunded > 0 && refunded >= intent.amount_received,
      currency: intent.currency,
      payment_intent: intent.id,
      metadata: intent.metadata,
    };
  };

  /** POST /v1/payment_intents/:id/capture and /cancel, with Stripe's refusals. */
  function move(intent: FakeIntent, verb: string, key: string | undefined, reply: Reply) {
    if (verb === 'capture') {
      if (intent.status !== 'requires_capture') return reply(400, unexpected(intent, 'captured'));
      intent.status = 'succeeded';
      intent.amount_received = intent.amount_capturable;
      intent.amount_capturable = 0;
      effects.push({ kind: 'capture', intentId: intent.id, idempotencyKey: key });
      announce('payment_intent.succeeded', intent);
      announce('charge.captured', intent);
      return reply(200, intent);
    }
    if (!CANCELABLE.has(intent.status)) return reply(400, unexpected(intent, 'canceled'));
    intent.status = 'canceled';
    intent.amount_capturable = 0;
    intent.canceled_at = Math.floor(Date.now() / 1000);
    intent.cancellation_reason = 'requested_by_customer';
    effects.push({ kind: 'cancel', intentId: intent.id, idempotencyKey: key });
    announce('payment_intent.canceled', intent);
    return reply(200, intent);
  }

  /** POST /v1/refunds for a payment_intent: the whole amount received, once. */
  function refund(form: URLSearchParams, key: string | undefined, reply: Reply) {
    const intent = intents.get(form.get('payment_intent') ?? '');
    if (!intent) {
      return reply(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
    }
    if (intent.status !== 'succeeded') return reply(400, unexpected(intent, 'refunded'));
    if (chargeOf(intent).refunded) {
      return reply(400, {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ${intent.latest_charge} has already been refunded.`,
        },
      });
    }
    const made: FakeRefund = {
      id: `re_test_${refunds.size + 1}`,
      object: 'refund',
      amount: intent.amount_received,
      charge: intent.latest_charge,
      currency: 'eur',
      payment_intent: intent.id,
      status: 'succeeded',
      metadata: metadataOf(form),
    };
    refunds.set(made.id, made);
    effects.push({ kind: 'refund', intentId: intent.id, idempotencyKey: key });
    announce('charge.refunded', intent);
    return reply(200, made);
  }

  return { chargeOf, move, refund };
}
