'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { buildOrderPayload } from '@/components/checkout/payload';
import { orderCreatedSchema } from '@/lib/api/checkout';
import { errorBodySchema } from '@/lib/api/schemas';
import { lineTotalCents } from '@/lib/domain/pricing';
import { readCheckoutSummary } from '@/lib/hooks/use-checkout-state';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { useCheckoutStore, type PlacedOrder } from '@/stores/checkout';
import { useLocationStore } from '@/stores/location';

const ENDPOINT = '/v2/public/checkout/';

/** A refusal the server explained (422, 409): its French message is shown as is. */
class Refused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function send(method: 'POST' | 'PUT', body: unknown): Promise<unknown> {
  const res = await fetch(ENDPOINT, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const json: unknown = await res.json().catch(() => null);
  if (res.status >= 400 && res.status < 500) {
    const error = errorBodySchema.safeParse(json);
    if (error.success) throw new Refused(error.data.data.message, res.status);
  }
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return json;
}

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

function currentPayload() {
  const checkout = useCheckoutStore.getState();
  const cart = useCartStore.getState();
  const { timing, summary } = readCheckoutSummary();
  return buildOrderPayload({
    localId: checkout.ensureLocalId(),
    lines: cart.lines,
    totals: summary.totals,
    couponCode: cart.coupon ? cart.couponCode : null,
    mode: useLocationStore.getState().mode,
    personal: checkout.personal,
    delivery: checkout.delivery,
    date: timing.date,
    method: checkout.payment.method,
  });
}

/**
 * Places the order: POST creates it (once per local_id), PUT finalises it as pending for cash.
 * A second click while sending does nothing (a ref, not state: two clicks can land before React
 * renders). A failure keeps the cart, the forms and the local_id, so a retry replays the same
 * order; a 409 says this local_id was used for another payload, so the next try is a new one.
 */
export function usePlaceOrder() {
  const router = useRouter();
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const place = async (genericError: string) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setError(null);
    try {
      const payload = currentPayload();
      const created = orderCreatedSchema.parse(await send('POST', payload));
      const orderId = created.payload.order_id;
      await send('PUT', {
        order_id: orderId,
        transaction_id: payload.transaction_id,
        status: 'pending',
      });
      const order = placedOrder(orderId, payload);
      useCartStore.getState().clear();
      useCheckoutStore.getState().completeOrder(order);
      router.push(`/success?order=${orderId}`);
    } catch (caught) {
      if (caught instanceof Refused && caught.status === 409)
        useCheckoutStore.getState().dropLocalId();
      useCheckoutStore.getState().setPayment({ failed: true });
      setError(caught instanceof Refused ? caught.message : genericError);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return { place, sending, error };
}
