/**
 * Abuse limits of the anonymous calls (docs/adr/0022-limits-on-orders-and-payments.md): orders,
 * the card intent, coupon checks and address search, counted with the accounts' limiter per
 * address and, where a call names one, per e-mail. The counts are the restaurant's private
 * `limits` setting, read at each call; the windows are code. A refusal is a 429 with `Retry-After`.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { clientAddress } from './client-address';
import { enforceLimit, retryAfterOf, type RateLimitRule, type RateLimitStore } from './rate-limit';

import type { AbuseLimitsSettings } from '@/lib/api/abuse-limits';
import type { EmailCallLimits } from './auth/rules';
import { catalogueOfRequest, type VersionedCatalogueCache } from './catalogue';

const MINUTE = 60_000;
const rule = (name: string, limit: number, windowMs: number): RateLimitRule => ({
  name,
  limit,
  windowMs,
});

/** A call naming an e-mail: its address per quarter of an hour, the e-mail per hour. */
const emailLimits = (call: string, counts: AbuseLimitsSettings['order']): EmailCallLimits => ({
  address: rule(`${call}:ip`, counts.per_address, 15 * MINUTE),
  emailAtAddress: rule(`${call}:email+ip`, counts.per_email_at_address, 60 * MINUTE),
  email: rule(`${call}:email`, counts.per_email, 60 * MINUTE),
});

/**
 * Each call's rules from the restaurant's `limits` setting (its production defaults, which the
 * demo seeds, are in lib/api/default-settings.ts; the figures and why an office ordering together
 * behind one address never meets them are in ADR 22). The counts are the restaurant's, the
 * windows and the names are the code's: a changed count keeps the counters already running.
 */
function limitRules(counts: AbuseLimitsSettings) {
  return {
    /** POST /checkout/ for a local_id with no stored order. */
    order: emailLimits('order', counts.order),
    /** POST /checkout/ for a local_id already stored (a retry, a reload): per address. */
    replay: rule('order-replay:ip', counts.order_replay_per_address, 15 * MINUTE),
    /** POST /checkout/stripe-payment-intent: the order's e-mail. */
    intent: emailLimits('intent', counts.intent),
    /** GET /offers/{code}: per address, every lookup; an order or intent refused for its coupon too. */
    coupon: rule('coupon:ip', counts.coupon_per_address, 60 * MINUTE),
    /** GET /locations/ and /locations/distance: per address, together. */
    locations: rule('locations:ip', counts.locations_per_address, 15 * MINUTE),
  };
}
type LimitRules = ReturnType<typeof limitRules>;

/** "12 minutes", "1 minute": a wait of `seconds` rounded up to the minute. */
function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? '1 minute' : `${count} minutes`;
}

/** What each call answers past its limit, given the seconds until the window ends. */
const LIMIT_MESSAGES = {
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
 * The limits of the anonymous calls over one store and clock, with the counts the catalogue's
 * settings hold at each call (its snapshot is cached: no query while they stay the same). Each
 * `count…` counts one hit of each key and throws the limiter's 429 with the call's message past
 * a limit.
 */
export function orderLimiter(
  store: RateLimitStore,
  clock: () => number,
  catalogue: VersionedCatalogueCache,
) {
  // One request counts up to twice (the address first, the e-mail once priced): the settings are
  // read once for it, from the snapshot the rest of the request (pricing) reads too.
  const rulesOfRequest = new WeakMap<Request, Promise<LimitRules>>();
  function rulesFor(c: Context): Promise<LimitRules> {
    let rules = rulesOfRequest.get(c.req.raw);
    if (!rules) {
      rules = catalogueOfRequest(catalogue, c.req.raw)
        .current()
        .then((read) => limitRules(read.restaurant().limits));
      rulesOfRequest.set(c.req.raw, rules);
    }
    return rules;
  }

  async function count(
    c: Context,
    message: (seconds: number) => string,
    hitsOf: (rules: LimitRules) => [RateLimitRule, string][],
  ): Promise<void> {
    const hits = hitsOf(await rulesFor(c));
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
      count(c, LIMIT_MESSAGES.order, (rules) => [[rules.order.address, clientAddress(c)]]),
    /** A new order's e-mail: only once the order has priced. */
    orderEmail: (c: Context, email: string) =>
      count(c, LIMIT_MESSAGES.order, (rules) => emailHits(c, rules.order, email)),
    replay: (c: Context) =>
      count(c, LIMIT_MESSAGES.order, (rules) => [[rules.replay, clientAddress(c)]]),
    /** The intent's address: before anything else is read. */
    intent: (c: Context) =>
      count(c, LIMIT_MESSAGES.payment, (rules) => [[rules.intent.address, clientAddress(c)]]),
    /** The intent's e-mail: only once its order has priced, before the provider is asked. */
    intentEmail: (c: Context, email: string) =>
      count(c, LIMIT_MESSAGES.payment, (rules) => emailHits(c, rules.intent, email)),
    coupon: (c: Context) =>
      count(c, LIMIT_MESSAGES.coupon, (rules) => [[rules.coupon, clientAddress(c)]]),
    locations: (c: Context) =>
      count(c, LIMIT_MESSAGES.locations, (rules) => [[rules.locations, clientAddress(c)]]),
  };
}
