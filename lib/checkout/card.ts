/**
 * Whether card payment is offered: the API says Stripe is on (it holds the secret key) and the
 * storefront was built with the publishable key Stripe.js needs. Either missing: cash only.
 */
import type { RestaurantSettings } from '@/lib/api/schemas';

export function stripePublishableKey(): string {
  // Next inlines NEXT_PUBLIC_ variables at build time; tests set it in process.env.
  return process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY?.trim() ?? '';
}

export function isCardActive(payments: RestaurantSettings['payments']): boolean {
  return payments.stripe.active && stripePublishableKey() !== '';
}

/**
 * The card provider's state (docs/contract.md#card-payment-flow): the intent the Payment Element
 * confirms, its amount in cents and the local_id it was made for (the server binds an intent to
 * one order). Saved with the checkout and checked on load by stores/checkout-saved.ts.
 */
export interface CardState {
  client_secret: string | null;
  customer_id: string | null;
  payment_intent_id: string | null;
  amount: number | null;
  local_id: string | null;
}
export const NO_CARD: CardState = {
  client_secret: null,
  customer_id: null,
  payment_intent_id: null,
  amount: null,
  local_id: null,
};
