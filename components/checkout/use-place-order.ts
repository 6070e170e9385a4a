'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { placeOrder, type ConfirmCard } from '@/stores/checkout-requests';

export type { ConfirmCard };

export interface PlaceMessages {
  /** 'An error occurred, please try again'. */
  error: string;
  /** 'Payment failed, please try again'. */
  paymentFailed: string;
}

/**
 * Places the order (stores/checkout-requests.ts `placeOrder`) and goes to /success. A second
 * click while sending does nothing (a ref, not state: two clicks can land before React renders).
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
    const outcome = await placeOrder(confirmCard);
    busy.current = false;
    setSending(false);
    if (outcome.ok) router.push(`/success?order=${outcome.orderId}`);
    else if (outcome.failure === 'payment') setError(messages.paymentFailed);
    else setError(outcome.message ?? messages.error);
  };

  return { place, sending, error };
}
