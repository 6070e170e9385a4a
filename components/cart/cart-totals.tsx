'use client';

import { useTranslations } from 'next-intl';
import type { CartSummary } from '@/stores/cart-summary';
import { formatPrice } from '@/lib/domain/money';

/** The figures before the total (which the checkout bar shows): all from `useCartTotals`. */
export function CartTotalsList({
  summary,
  labelled = true,
}: {
  summary: CartSummary;
  /** A section of its own with a heading (the cart); false inside another summary (checkout). */
  labelled?: boolean;
}) {
  const t = useTranslations('cart.totals');
  const { totals, mode, tax, fee } = summary;

  // The delivery figure: its price, "Offerte" when an offer pays it, or why it is unknown.
  const delivery = () => {
    if (fee.ok) {
      const free = totals.delivery === 0 && fee.feeCents > 0;
      return free ? t('deliveryFree') : formatPrice(totals.delivery);
    }
    if (fee.reason === 'too_far') return t('deliveryTooFar');
    if (fee.reason === 'inactive') return t('deliveryInactive');
    return t('deliveryPending');
  };

  const list = (
    <dl className="space-y-1.5 text-sm">
      <Row label={t('subtotal')} value={formatPrice(totals.subtotal)} />
      {totals.discount > 0 && (
        <Row label={t('discount')} value={formatPrice(-totals.discount)} accent />
      )}
      {totals.coupon > 0 && (
        <Row label={t('coupon')} value={formatPrice(-totals.coupon)} accent indent />
      )}
      {mode === 'delivery' && <Row label={t('delivery')} value={delivery()} />}
      {tax.enabled && (
        <Row
          label={tax.inclusive ? t('taxIncluded') : t('taxAdded')}
          value={formatPrice(totals.tax)}
          indent={tax.inclusive}
        />
      )}
    </dl>
  );
  if (!labelled) return list;
  return (
    <section aria-labelledby="panier-recapitulatif">
      <h3 id="panier-recapitulatif" className="sr-only">
        {t('heading')}
      </h3>
      {list}
    </section>
  );
}

function Row({
  label,
  value,
  accent = false,
  indent = false,
}: {
  label: string;
  value: string;
  accent?: boolean;
  indent?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-3 ${indent ? 'pl-3 text-neutral-600' : ''} ${
        accent ? 'font-semibold text-brand-dark' : ''
      }`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
