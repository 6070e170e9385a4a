'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { CartSummary } from '@/stores/cart-summary';
import { useCartStore } from '@/stores/cart';
import { CouponApplied } from './coupon-applied';
import { api } from '@/lib/api-client';

/**
 * The coupon code (docs/product.md#coupons). A coupon in the cart shows with a way to remove it;
 * otherwise the field to enter one. The confirmation sits in a live region present from the
 * start, so screen readers announce it when the check succeeds.
 */
export function CouponField({ summary }: { summary: CartSummary }) {
  const t = useTranslations('cart.coupon');
  const coupon = useCartStore((s) => s.coupon);
  const code = useCartStore((s) => s.couponCode);
  const applied = coupon && code ? { code, offer: coupon } : null;

  return (
    <section className="rounded-2xl bg-cream p-4" data-testid="coupon">
      <div aria-live="polite">
        {applied && (
          <p className="font-semibold">
            {t('applied', { code: applied.code, name: applied.offer.name })}
          </p>
        )}
      </div>
      {applied ? <CouponApplied {...applied} summary={summary} /> : <CouponForm />}
    </section>
  );
}

/**
 * Checks a code with the API: a valid one is kept whole in the cart (pricing needs its rules),
 * a refused one clears the coupon and says why in the server's words; without an answer
 * (offline, server down) the cart stays as it was.
 */
function CouponForm() {
  const t = useTranslations('cart.coupon');
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = draft.trim().toUpperCase();
    if (!code) return setError(t('required'));
    setPending(true);
    const result = await api.coupon(code);
    setPending(false);
    const { setCoupon, rejectCoupon } = useCartStore.getState();
    if (result.ok && result.data) return setCoupon(code, result.data);
    // A refusal (4xx, an answer naming no offer, or garbage) is a verdict on the code; a server
    // failure, no network or too many tries (429: the server's reason says how long to wait) is
    // not, so the cart keeps whatever coupon it had.
    const error = result.ok ? null : result.error;
    if (error?.kind === 'network') return setError(t('offline'));
    if (error?.kind === 'http' && (error.status! >= 500 || error.status === 429)) {
      return setError(error.message ?? t('unavailable'));
    }
    rejectCoupon(code);
    setError(error?.message ?? t('invalid'));
  };

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="block text-sm font-bold">
        {t('label')}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 rounded-xl border border-black/20 bg-white px-3 py-2.5 uppercase"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-full bg-ink px-5 py-2.5 font-bold text-white hover:bg-black disabled:opacity-60"
        >
          {pending ? t('checking') : t('apply')}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-brand-dark">
          {error}
        </p>
      )}
    </form>
  );
}
