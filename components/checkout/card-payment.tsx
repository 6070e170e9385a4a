'use client';

/**
 * Card payment (docs/contract.md#card-payment-flow): the intent for the order as it stands (made
 * again when the total or the attempt changes), Stripe's Payment Element in French, and "Commander"
 * which places the order and confirms the card. Loaded only when the diner picks the card, so
 * Stripe.js and this code stay out of every other page.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementsOptions } from '@stripe/stripe-js';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { stripePublishableKey } from '@/lib/checkout/card';
import { refusal } from '@/lib/api-client';
import { ensureCardIntent } from '@/stores/checkout-requests';
import { formatPrice } from '@/lib/domain/money';
import type { ConfirmCard } from '@/components/checkout/use-place-order';
import { useCheckoutStore, type CardState } from '@/stores/checkout';
import { PRIMARY_BUTTON } from './field';

let stripeJs: Promise<Stripe | null> | null = null;
/** Stripe.js, loaded once; null when it cannot be loaded (offline, blocked). */
function loadStripeJs(): Promise<Stripe | null> {
  stripeJs ??= loadStripe(stripePublishableKey(), { locale: 'fr' }).catch((error: unknown) => {
    console.warn('Stripe.js indisponible', error);
    stripeJs = null;
    return null;
  });
  return stripeJs;
}

type IntentState =
  | { state: 'loading' }
  | { state: 'ready'; card: CardState; stripe: Stripe }
  | { state: 'failed'; message: string | null };

/** The intent and Stripe.js for a total in cents; `retry` asks again after a failure. */
function useCardIntent(totalCents: number) {
  const localId = useCheckoutStore((s) => s.localId);
  const [attempt, setAttempt] = useState(0);
  // The answer remembers what it was for: another total or attempt means loading again.
  const key = `${totalCents}:${localId}:${attempt}`;
  const [result, setResult] = useState<{ key: string; value: IntentState } | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([ensureCardIntent(), loadStripeJs()]).then(([intent, stripe]) => {
      if (!live) return;
      if (!intent.ok) console.warn('Intention de paiement non obtenue', intent.error);
      setResult({
        key,
        value:
          intent.ok && stripe
            ? { state: 'ready', card: intent.data, stripe }
            : { state: 'failed', message: intent.ok ? null : refusal(intent.error) },
      });
    });
    return () => {
      live = false;
    };
  }, [key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const value: IntentState = result?.key === key ? result.value : { state: 'loading' };
  return { ...value, retry };
}

export interface CardPaymentProps {
  totalCents: number;
  sending: boolean;
  /** Places the order; the card is confirmed by `confirm` once the order exists. */
  onPlace: (confirm: ConfirmCard) => void;
}

export default function CardPayment({ totalCents, sending, onPlace }: CardPaymentProps) {
  const t = useTranslations('checkout.payment');
  const intent = useCardIntent(totalCents);

  if (intent.state === 'loading') {
    return (
      <p role="status" className="rounded-xl bg-cream p-4 text-neutral-700">
        {t('cardPreparing')}
      </p>
    );
  }
  if (intent.state === 'failed') {
    return (
      <div role="alert" className="space-y-3 rounded-2xl border border-brand/30 bg-brand/5 p-4">
        <p className="font-semibold text-brand-dark">{intent.message ?? t('cardUnavailable')}</p>
        <button
          type="button"
          onClick={intent.retry}
          className="min-h-12 rounded-full border-2 border-brand px-5 font-bold text-brand-dark"
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  const { card, stripe } = intent;
  const options: StripeElementsOptions = {
    clientSecret: card.client_secret!,
    locale: 'fr',
    appearance: {
      theme: 'stripe',
      variables: {
        colorPrimary: '#e20819',
        colorText: '#1b1b1b',
        colorDanger: '#b80614',
        borderRadius: '12px',
        fontSizeBase: '16px',
      },
    },
  };
  // A new secret or amount needs a new Elements: Stripe reads them once, at creation.
  return (
    <Elements key={`${card.client_secret}:${card.amount}`} stripe={stripe} options={options}>
      <CardForm totalCents={totalCents} sending={sending} onPlace={onPlace} />
    </Elements>
  );
}

function CardForm({ totalCents, sending, onPlace }: CardPaymentProps) {
  const t = useTranslations('checkout.payment');
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  const confirm: ConfirmCard = async () => {
    if (!stripe || !elements) return false;
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/checkout?tab=payment` },
    });
    // The card is authorised only, captured when the kitchen accepts (docs/adr/0046); an earlier
    // attempt may already have been authorised (its answer lost): that is a success too.
    const status = paymentIntent?.status ?? error?.payment_intent?.status;
    return status === 'requires_capture' || status === 'succeeded';
  };

  const submit = async () => {
    if (!elements || sending) return;
    // Stripe checks the card fields first and shows its own messages beside them.
    const { error } = await elements.submit();
    if (error) return;
    onPlace(confirm);
  };

  return (
    <div className="space-y-4">
      <div className="rounded-2xl border border-neutral-200 p-4" data-testid="card-element">
        <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} />
        <p className="mt-3 text-sm text-neutral-600">{t('cardHint')}</p>
      </div>
      <button
        type="button"
        data-testid="place-order"
        disabled={sending || !ready}
        aria-busy={sending}
        onClick={submit}
        className={PRIMARY_BUTTON}
      >
        {sending ? t('paying') : t('place', { total: formatPrice(totalCents) })}
      </button>
    </div>
  );
}
