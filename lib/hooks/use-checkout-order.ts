'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import type { buildOrderPayload } from '@/components/checkout/payload';
import { orderCreatedSchema } from '@/lib/api/checkout';
import { currentPayload, Refused, send } from '@/lib/checkout-requests';
import { lineTotalCents } from '@/lib/domain/pricing';
import { readCheckoutSummary } from '@/lib/hooks/use-checkout-state';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { useCheckoutStore, type PlacedOrder } from '@/stores/checkout';
import { useLocationStore } from '@/stores/location';

/** What /success shows of the order: a copy, since the cart is emptied. */
function placedOrder(id: number, payload: ReturnType<typeof buildOrderPayload>): PlacedOrder {
  const { lines } = useCartStore.getState();
  const { mode, _distance } = useLocationStore.getState();
  const { items } = useCatalogueStore.getState();
  const { timing, summary } = readCheckoutSummary();
  return {
    id,
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      options: line.options.map((o) => ({ name: o.name, quantity: o.quantity })),
      note: line.note,
      totalCents: lineTotalCents(line, mode),
    })),
    freeItems: summary.totals.freeItems.map((gift) => ({
      name: items.get(gift.itemId)?.item_name ?? '',
      quantity: gift.quantity,
    })),
    totals: summary.totals,
    mode,
    slot: timing.slot ? { date: timing.date, label: timing.slot.label } : null,
    address:
      mode === 'delivery'
        ? (_distance?.formatted_address ?? payload.customer.location?.address ?? null)
        : null,
    method: payload.payment_method,
  };
}

/**
 * The card step of an order: confirms the payment with the provider (Stripe.js), true when the
 * intent succeeded. Given by the Payment Element, which holds the card fields.
 */
export type ConfirmCard = () => Promise<boolean>;

/** The card was refused or could not be confirmed: SPEC.md §8 'Payment failed, please try again'. */
class PaymentFailed extends Error {}

export interface PlaceMessages {
  /** 'An error occurred, please try again'. */
  error: string;
  /** 'Payment failed, please try again'. */
  paymentFailed: string;
}

/**
 * Places the order: POST creates it (once per local_id), then for card the provider confirms the
 * payment, then PUT finalises it (pending for cash, paid for card). A second click while sending
 * does nothing (a ref, not state: two clicks can land before React renders). A failure keeps the
 * cart, the forms and the local_id, so a retry replays the same order — in cash too, after a
 * refused card; a 409 says this local_id was used for another payload, so the next try is new.
 */
export function usePlaceOrder() {
  const router = useRouter();
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const place = async (messages: PlaceMessages, confirmCard?: ConfirmCard) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setError(null);
    let created = false;
    try {
      const payload = currentPayload();
      const card = payload.payment_method === 'card';
      if (card && (!confirmCard || !payload.transaction_id?.payment_intent_id)) {
        throw new PaymentFailed();
      }
      const orderId = orderCreatedSchema.parse(await send('POST', payload)).payload.order_id;
      created = true;
      if (card && !(await confirmCard!())) throw new PaymentFailed();
      await send('PUT', {
        order_id: orderId,
        transaction_id: payload.transaction_id,
        status: card ? 'paid' : 'pending',
      });
      const order = placedOrder(orderId, payload);
      useCartStore.getState().clear();
      useCheckoutStore.getState().completeOrder(order);
      router.push(`/success?order=${orderId}`);
    } catch (caught) {
      if (!created && caught instanceof Refused && caught.status === 409)
        useCheckoutStore.getState().dropLocalId();
      useCheckoutStore.getState().setPayment({ failed: true });
      setError(
        caught instanceof PaymentFailed
          ? messages.paymentFailed
          : caught instanceof Refused
            ? caught.message
            : messages.error,
      );
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return { place, sending, error };
}
