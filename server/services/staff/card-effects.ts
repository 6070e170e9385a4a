/**
 * What a kitchen move does to a card (docs/adr/0046): accept captures the authorisation, refuse
 * and the timeout release it, a cancel after acceptance refunds. Stripe is asked before the
 * move's guarded update, under an Idempotency-Key naming the intent, the order and the call, and
 * is the arbiter between concurrent moves: of a capture and a cancel, it carries out one.
 */
import { paymentAfter, type PaymentEffect, type PaymentState } from '@/lib/domain/order-life';
import { fail } from '../../http';
import { PaymentProviderError, providerCode, type PaymentProvider } from '../payments';

export const CARD_MESSAGES = {
  down: 'Le paiement par carte est momentanément injoignable : la commande n’a pas changé. Réessayez dans un instant.',
  notAuthorised:
    'Le paiement par carte de cette commande n’est plus autorisé (annulé ou expiré) : elle ne peut pas être acceptée. Refusez-la.',
  capturedElsewhere:
    'Le paiement de cette commande vient d’être encaissé sur un autre écran : rechargez.',
  unexpected: 'Le paiement par carte de cette commande est dans un état inattendu : rechargez.',
  tooLate:
    'Le délai pour accepter cette commande est dépassé : elle va être refusée et la carte libérée.',
} as const;

interface CardOrder {
  id: number;
  paymentMethod: string;
  paymentIntentId: string | null;
  paymentState: PaymentState;
}

type Call = 'capture' | 'cancel' | 'refund';

/** The Idempotency-Key of a call: the same move replayed is the same request at Stripe. */
const idempotencyKey = (intentId: string, orderId: number, call: Call) =>
  `comptoir-${intentId}-order-${orderId}-${call}`;

/** Runs a call; a refusal for the intent's state answers null, Stripe down is a French 502. */
async function attempt<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const code = providerCode(error);
    if (code === 'payment_intent_unexpected_state' || code === 'charge_already_refunded') {
      return null;
    }
    console.warn('[payments]', error.message);
    return fail(502, CARD_MESSAGES.down);
  }
}

async function statusOf(provider: PaymentProvider, intentId: string): Promise<string> {
  const intent = await attempt(() => provider.retrieveIntent(intentId));
  return intent?.status ?? 'missing';
}

/**
 * Carries out the card side of a move with `effect` and answers the payment state after it
 * (unchanged for cash and moves without one). Replays find Stripe already there: a capture of a
 * captured intent, a cancel of a cancelled one, a refund of a refunded one count as done. A
 * release that finds the money captured by a concurrent accept is refused (409), unless
 * `refundCaptured`: the sweep's late recovery of an accept lost between Stripe and the database.
 */
export async function settleCard(
  provider: PaymentProvider,
  order: CardOrder,
  effect: PaymentEffect | null,
  refundCaptured: boolean,
): Promise<PaymentState> {
  const target = paymentAfter(order.paymentState, effect);
  const intentId = order.paymentIntentId;
  if (order.paymentMethod !== 'card' || !intentId || target === order.paymentState) {
    return order.paymentState;
  }
  const key = (call: Call) => idempotencyKey(intentId, order.id, call);
  const refund = async () => {
    const done = await attempt(async () => {
      await provider.refundIntent(intentId, key('refund'));
      return true;
    });
    // Refused: refunded already (a replay), or nothing was ever taken.
    if (!done && (await statusOf(provider, intentId)) !== 'succeeded') {
      fail(409, CARD_MESSAGES.unexpected);
    }
    return 'refunded' as const;
  };
  if (target === 'refunded') return refund();
  if (target === 'captured') {
    const captured = await attempt(() => provider.captureIntent(intentId, key('capture')));
    const status = captured?.status ?? (await statusOf(provider, intentId));
    if (status === 'succeeded') return 'captured';
    return fail(409, CARD_MESSAGES.notAuthorised);
  }
  const cancelled = await attempt(() => provider.cancelIntent(intentId, key('cancel')));
  const status = cancelled?.status ?? (await statusOf(provider, intentId));
  if (status === 'canceled') return 'released';
  if (status === 'succeeded' && refundCaptured) return refund();
  return fail(
    409,
    status === 'succeeded' ? CARD_MESSAGES.capturedElsewhere : CARD_MESSAGES.unexpected,
  );
}
