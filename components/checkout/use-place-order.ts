'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { placeOrder, type ConfirmCard, type PlaceOutcome } from '@/stores/checkout-requests';

export type { ConfirmCard };

export interface PlaceMessages {
  /** 'An error occurred, please try again'. */
  error: string;
  /** 'Payment failed, please try again'. */
  paymentFailed: string;
  /** 'Your session has expired: order as a guest now, or sign in again'. */
  sessionExpired: string;
  /** 'This slot is full: choose another', when the server gave no reason of its own. */
  slotFull: string;
  /** 'Ordering is paused for a moment: your cart is kept'. */
  paused: string;
}

/** Why the last attempt failed, and what to tell the diner. */
export interface PlaceError {
  failure: Exclude<PlaceOutcome, { ok: true }>['failure'];
  text: string;
}

const TEXTS = {
  payment: 'paymentFailed',
  session: 'sessionExpired',
  order: 'error',
  slot: 'slotFull',
  paused: 'paused',
} as const;

/**
 * Places the order (stores/checkout-requests.ts `placeOrder`) and goes to /success. A second
 * click while sending does nothing (a ref, not state: two clicks can land before React renders).
 * A full slot is not this step's error: `onSlotFull` takes the diner back to the time step with
 * the server's reason (the cart and the forms stay as they are).
 */
export function usePlaceOrder(onSlotFull: (text: string) => void) {
  const router = useRouter();
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<PlaceError | null>(null);

  const place = async (messages: PlaceMessages, confirmCard?: ConfirmCard) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setError(null);
    const outcome = await placeOrder(confirmCard);
    busy.current = false;
    setSending(false);
    if (outcome.ok) router.push(`/success?order=${outcome.orderId}`);
    else {
      const { failure, message } = outcome;
      const fallback = messages[TEXTS[failure]];
      const text = failure === 'order' || failure === 'slot' ? (message ?? fallback) : fallback;
      if (failure === 'slot') onSlotFull(text);
      else setError({ failure, text });
    }
  };

  return { place, sending, error };
}
