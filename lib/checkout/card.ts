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
