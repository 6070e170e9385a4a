/**
 * The order payload of `lib/api/checkout.ts` from the cart, the forms and the figures priced at
 * the order's instant. Money leaves as two-decimal euros (toEuros), the only crossing point.
 */
import { ASAP, type OrderPayloadInput } from '@/lib/api/checkout';
import type { CartLine, OrderMode } from '@/lib/domain/cart-types';
import { toEuros } from '@/lib/domain/money';
import type { CartTotals } from '@/lib/domain/pricing';
import type { DeliveryForm, PaymentForm, PersonalForm } from './forms';

export interface PayloadSources {
  localId: string;
  lines: readonly CartLine[];
  totals: CartTotals;
  couponCode: string | null;
  mode: OrderMode;
  personal: PersonalForm;
  delivery: DeliveryForm;
  /** The slot's local date (today for "as soon as possible"). */
  date: string;
  method: PaymentForm['method'];
  /** The signed-in diner's id; null (or absent) for a guest order. */
  userId?: number | null;
  /** The card provider's state, sent with a card order. */
  transaction?: {
    client_secret: string | null;
    customer_id: string | null;
    payment_intent_id: string | null;
  };
}

function orderLines(lines: readonly CartLine[]): OrderPayloadInput['items'] {
  return lines.map((line) => ({
    item_id: line.itemId,
    quantity: line.quantity,
    note: line.note,
    options: line.options.map((option) => ({
      group_id: option.groupId,
      option_id: option.optionId,
      quantity: option.quantity,
    })),
  }));
}

function customer(s: PayloadSources): OrderPayloadInput['customer'] {
  const { personal, delivery } = s;
  const forDelivery = s.mode === 'delivery';
  return {
    first_name: personal.first_name.trim(),
    last_name: personal.last_name.trim(),
    email: personal.email.trim(),
    phone: personal.phone.trim(),
    location: {
      address: forDelivery ? delivery.address.trim() : '',
      city: forDelivery ? delivery.city.trim() : '',
      postal_code: forDelivery ? delivery.postal_code.trim() : '',
      country: delivery.country.trim() || 'France',
    },
    date: {
      delivery_date: s.date,
      delivery_time_range: delivery.is_scheduled ? delivery.delivery_time_range : ASAP,
    },
  };
}

export function buildOrderPayload(s: PayloadSources): OrderPayloadInput {
  const { totals } = s;
  return {
    local_id: s.localId,
    items: orderLines(s.lines),
    free_items: totals.freeItems.map((gift) => ({
      item_id: gift.itemId,
      quantity: gift.quantity,
      offer_id: gift.offerId,
    })),
    is_pickup: s.mode === 'pickup',
    subtotal: toEuros(totals.subtotal),
    discount: toEuros(totals.discount),
    delivery: toEuros(totals.delivery),
    tax: toEuros(totals.tax),
    total: toEuros(totals.total),
    ...(s.couponCode ? { coupon: s.couponCode } : {}),
    payment_method: s.method,
    transaction_id:
      s.method === 'card' && s.transaction
        ? s.transaction
        : { client_secret: null, customer_id: null, payment_intent_id: null },
    user_id: s.userId ?? null,
    status: 'pending',
    customer: customer(s),
  };
}
