'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useOrderForWords, useSlotWhen } from '@/components/menu/slot-words';
import { ClockIcon } from '@/components/ui/icons';
import type { CartSummary } from '@/stores/cart-summary';
import { useCatalogueStore } from '@/stores/catalogue';
import type { CapBreach } from '@/lib/domain/order-caps';
import { formatPrice } from '@/lib/domain/money';
import type { CartTiming } from './use-cart-timing';

/**
 * What the cart needs the diner to know before checkout: while closed, the first slot it can be
 * ordered for (or what is in the way); for delivery, the minimum order, the radius or delivery
 * off; a cart past the limits of one order, with the restaurant's phone. A live region that is
 * always there, so a change crossing the minimum or a limit, or the opening, is announced.
 */
export function CartNotices({
  summary,
  timing,
}: {
  summary: CartSummary;
  timing: CartTiming | null;
}) {
  const when = useTimingText(timing);
  const delivery = useNoticeText(summary);
  return (
    <div role="status" data-testid="cart-notice" className="space-y-2">
      {when && (
        <p
          data-testid="cart-timing"
          className="flex items-start gap-2 rounded-xl bg-neutral-100 px-3 py-2 text-sm font-semibold text-ink"
        >
          <ClockIcon className="mt-px size-4 shrink-0 text-brand" />
          {when}
        </p>
      )}
      {delivery && (
        <p className="rounded-xl bg-cream px-3 py-2 text-sm font-semibold text-brand-dark">
          {delivery}
        </p>
      )}
      <CapNotices breaches={summary.overLimits} />
    </div>
  );
}

/**
 * The limits of one order the cart goes beyond, each with the way to order more: the cart's
 * notices and the checkout's summary show them (the server refuses such an order in the same
 * words, services/orders/messages.ts).
 */
export function CapNotices({ breaches }: { breaches: readonly CapBreach[] }) {
  const t = useTranslations('cart.notice');
  const phone = useCatalogueStore((s) => s.settings.contacts.phone);
  if (breaches.length === 0) return null;
  const callUs =
    phone === ''
      ? t('callUs')
      : t.rich('callUsAt', {
          phone,
          tel: (text) => (
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="underline">
              {text}
            </a>
          ),
        });
  return breaches.map((breach) => (
    <p
      key={breach.kind}
      data-testid="cart-cap"
      className="rounded-xl bg-cream px-3 py-2 text-sm font-semibold text-brand-dark"
    >
      {breach.kind === 'total'
        ? t('maxTotal', {
            max: formatPrice(breach.maxCents),
            total: formatPrice(breach.totalCents),
          })
        : t('maxItems', { max: breach.max, count: breach.count })}{' '}
      {callUs}
    </p>
  ));
}

/** The closed restaurant's word on the cart; a cart that cannot be ordered is the bar's to say. */
function useTimingText(timing: CartTiming | null): string | null {
  const t = useTranslations('cart.notice');
  const format = useFormatter();
  const orderFor = useOrderForWords();
  const slotWhen = useSlotWhen();
  if (!timing || timing.kind === 'never') return null;
  if (timing.kind === 'later') return orderFor(timing.first);
  const when = slotWhen(timing.first);
  if (timing.kind === 'otherMode') {
    const mode = timing.other === 'pickup' ? 'delivery' : 'pickup';
    return t('otherMode', { ...when, mode, other: timing.other });
  }
  return t('without', { ...when, names: format.list(timing.names), count: timing.names.length });
}

function useNoticeText(summary: CartSummary): string | null {
  const t = useTranslations('cart.notice');
  const { mode, fee, tooFar, minimumGapCents, minimumCents, flatChargeCents } = summary;
  if (mode !== 'delivery') return null;
  if (!fee.ok && fee.reason === 'inactive') return t('deliveryInactive');
  if (tooFar) return t('tooFar');
  if (minimumGapCents === 0) return null;
  const amounts = { minimum: formatPrice(minimumCents), missing: formatPrice(minimumGapCents) };
  return flatChargeCents > 0
    ? t('flatCharge', { ...amounts, charge: formatPrice(flatChargeCents) })
    : t('missing', amounts);
}
