/**
 * Abuse limits of the anonymous calls (issue 22, docs/adr/0022-limits-on-orders-and-payments.md):
 * order creation, the card payment's intent (and the retired customer call), coupon checks and
 * address search, counted with the accounts' limiter (services/rate-limit.ts, ADR 19) per client
 * address and, where the call names one, per e-mail. Each refusal is a 429 with `Retry-After` and
 * a French message of its own that says how long to wait and, where a cart is at stake, that it
 * is kept.
 *
 * Rules chosen where the issue is silent:
 * - A new order and a replay are two calls: `POST /checkout/` whose local_id already names a
 *   stored order creates nothing and mails nobody, so it counts under a looser rule of its own;
 *   the e-mail is counted for new orders only. A diner whose card is refused and who tries again
 *   (same local_id) spends nothing of the new-order budget.
 * - The e-mail is counted at the address first (the pair), then alone, as the account calls do:
 *   a stranger past the pair's limit spends none of the e-mail's, so the owner elsewhere goes on.
 * - The address is counted before anything else; the e-mail only once the order has priced (just
 *   before it is stored, or before the card provider is asked): an order that fails a check costs
 *   its e-mail nothing, so junk orders naming a diner's e-mail cannot lock the diner out.
 * - Coupon checks count every lookup, found or not: the answer to the next guess is withheld
 *   whatever the code, so a guesser behind the wall learns nothing. An order or an intent that
 *   pricing refuses for an unknown coupon is a lookup too (routes/checkout.ts), so the checkout
 *   is no way around it; an order whose coupon is known costs the counter nothing.
 * - Address suggestions and distances share one counter: both come from the same typing.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { clientAddress } from './client-address';
import { enforceLimit, retryAfterOf, type RateLimitRule, type RateLimitStore } from './rate-limit';

import type { EmailCallLimits } from './auth/rules';

const MINUTE = 60_000;
const rule = (name: string, limit: number, windowMs: number): RateLimitRule => ({
  name,
  limit,
  windowMs,
});

/** A call naming an e-mail: its address per quarter of an hour, the e-mail per hour. */
const emailLimits = (call: string, address: number, pair: number, email: number) => ({
  address: rule(`${call}:ip`, address, 15 * MINUTE),
  emailAtAddress: rule(`${call}:email+ip`, pair, 60 * MINUTE),
  email: rule(`${call}:email`, email, 60 * MINUTE),
});

/**
 * The production thresholds, which the demo uses too; the figures and why an office ordering
 * together behind one address never meets them are in ADR 22.
 */
export const ORDER_LIMITS = {
  /** POST /checkout/ for a local_id with no stored order. */
  order: emailLimits('order', 60, 30, 50),
  /** POST /checkout/ for a local_id already stored (a retry, a reload): per address. */
  replay: rule('order-replay:ip', 300, 15 * MINUTE),
  /** POST /checkout/stripe-payment-intent: the order's e-mail. */
  intent: emailLimits('intent', 90, 30, 50),
  /** POST /checkout/stripe-customer, which creates nothing any more: per address. */
  customer: rule('stripe-customer:ip', 30, 15 * MINUTE),
  /** GET /offers/{code}: per address, every lookup; an order or intent refused for its coupon too. */
  coupon: rule('coupon:ip', 60, 60 * MINUTE),
  /** GET /locations/ and /locations/distance: per address, together. */
  locations: rule('locations:ip', 2000, 15 * MINUTE),
} as const;

/** "12 minutes", "1 minute": a wait of `seconds` rounded up to the minute. */
function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? '1 minute' : `${count} minutes`;
}

/** What each call answers past its limit, given the seconds until the window ends. */
export const LIMIT_MESSAGES = {
  order: (seconds: number) =>
    `Trop de commandes envoyées en peu de temps depuis votre connexion. Veuillez réessayer dans ${minutes(seconds)} : votre panier est conservé.`,
  payment: (seconds: number) =>
    `Trop de demandes de paiement en peu de temps depuis votre connexion. Veuillez réessayer dans ${minutes(seconds)} : votre panier est conservé.`,
  coupon: (seconds: number) =>
    `Trop de codes promo essayés depuis votre connexion. Veuillez réessayer dans ${minutes(seconds)}.`,
  locations: (seconds: number) =>
    `Trop de recherches d’adresse en peu de temps depuis votre connexion. Veuillez réessayer dans ${minutes(seconds)}.`,
} as const;

/**
 * The limits of the anonymous calls over one store and clock. Each `count…` counts one hit of
 * each key and throws the limiter's 429 with the call's message past a limit.
 */
export function orderLimiter(store: RateLimitStore, clock: () => number) {
  async function count(
    c: Context,
    message: (seconds: number) => string,
    hits: [RateLimitRule, string][],
  ): Promise<void> {
    try {
      for (const [limit, key] of hits) await enforceLimit(c, store, limit, [key], clock);
    } catch (error) {
      const retryAfter = error instanceof HTTPException ? retryAfterOf(error) : null;
      if (retryAfter === null) throw error;
      throw new HTTPException(429, { message: message(retryAfter), cause: { retryAfter } });
    }
  }
  /** The e-mail at the client's address, then the e-mail alone. */
  const emailHits = (
    c: Context,
    limits: EmailCallLimits,
    email: string,
  ): [RateLimitRule, string][] => {
    const lower = email.trim().toLowerCase();
    return [
      [limits.emailAtAddress, JSON.stringify([lower, clientAddress(c)])],
      [limits.email, lower],
    ];
  };
  return {
    /** A new order's address: before anything else is read. */
    newOrder: (c: Context) =>
      count(c, LIMIT_MESSAGES.order, [[ORDER_LIMITS.order.address, clientAddress(c)]]),
    /** A new order's e-mail: only once the order has priced. */
    orderEmail: (c: Context, email: string) =>
      count(c, LIMIT_MESSAGES.order, emailHits(c, ORDER_LIMITS.order, email)),
    replay: (c: Context) =>
      count(c, LIMIT_MESSAGES.order, [[ORDER_LIMITS.replay, clientAddress(c)]]),
    /** The intent's address: before anything else is read. */
    intent: (c: Context) =>
      count(c, LIMIT_MESSAGES.payment, [[ORDER_LIMITS.intent.address, clientAddress(c)]]),
    /** The intent's e-mail: only once its order has priced, before the provider is asked. */
    intentEmail: (c: Context, email: string) =>
      count(c, LIMIT_MESSAGES.payment, emailHits(c, ORDER_LIMITS.intent, email)),
    customer: (c: Context) =>
      count(c, LIMIT_MESSAGES.payment, [[ORDER_LIMITS.customer, clientAddress(c)]]),
    coupon: (c: Context) =>
      count(c, LIMIT_MESSAGES.coupon, [[ORDER_LIMITS.coupon, clientAddress(c)]]),
    locations: (c: Context) =>
      count(c, LIMIT_MESSAGES.locations, [[ORDER_LIMITS.locations, clientAddress(c)]]),
  };
}

export type OrderLimiter = ReturnType<typeof orderLimiter>;
