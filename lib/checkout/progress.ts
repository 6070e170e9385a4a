/**
 * Which tabs the diner may open: a tab whose earlier forms are all complete. A reload or a link
 * to a later tab falls back to the first incomplete one, so no step is ever skipped.
 */
import type { RestaurantSettings } from '@/lib/api/schemas';
import { isCardActive } from '@/lib/checkout/card';
import type { OrderMode } from '@/lib/domain/cart-types';
import type { AdvanceResult } from '@/lib/domain/delivery';
import {
  deliverySchema,
  personalSchema,
  type DeliveryForm,
  type LocatedAddress,
  type PaymentForm,
  type PersonalForm,
} from './forms';
import { TABS, type CheckoutTab } from './steps';

export interface ProgressSources {
  chosen: boolean;
  mode: OrderMode;
  /** The address located for delivery, null until one is. */
  located: LocatedAddress | null;
  tooFar: boolean;
  advance: AdvanceResult;
  personal: PersonalForm;
  delivery: DeliveryForm;
  payment: PaymentForm;
  payments: RestaurantSettings['payments'];
}

export function isTypeComplete(s: ProgressSources): boolean {
  if (!s.chosen || !s.advance.ok) return false;
  return s.mode === 'pickup' || (s.located !== null && !s.tooFar);
}

function isPaymentComplete(s: Pick<ProgressSources, 'payment' | 'payments'>): boolean {
  return s.payment.method === 'cash' ? s.payments.cod.active : isCardActive(s.payments);
}

/** Index of the first tab whose form is incomplete; the last tab when all are complete. */
function firstIncomplete(s: ProgressSources): number {
  const complete = [
    isTypeComplete(s),
    personalSchema.safeParse(s.personal).success,
    deliverySchema(s.mode, s.located).safeParse(s.delivery).success,
    isPaymentComplete(s),
  ];
  const index = complete.indexOf(false);
  return index === -1 ? TABS.length - 1 : index;
}

/** The requested tab if the diner may open it, else the first incomplete one. */
export function allowedTab(requested: CheckoutTab, s: ProgressSources): CheckoutTab {
  const limit = firstIncomplete(s);
  return TABS.indexOf(requested) <= limit ? requested : TABS[limit];
}
