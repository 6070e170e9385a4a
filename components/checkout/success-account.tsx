'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { signupHref } from '@/lib/checkout/account';
import { AUTH, useAuthStore } from '@/stores/auth';
import type { PlacedOrder } from '@/stores/checkout';
import { useHydrated } from '@/stores/hydrated';

const BUTTON =
  'inline-block min-h-12 rounded-full bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark';
const TEXT_LINK = 'inline-block min-h-12 py-3 font-semibold text-brand-dark underline';

/**
 * What /success says of accounts (docs/product.md#accounts): an order placed under an account
 * leads to the diner's orders; a guest who is not signed in is offered an account made from the
 * details of this order, so nothing is typed again. The order is not attached to that account:
 * its e-mail was never verified.
 */
export function SuccessAccount({ order }: { order: PlacedOrder }) {
  const t = useTranslations('success.account');
  const hydrated = useHydrated(AUTH);
  const signedIn = useAuthStore((s) => s.session !== null);
  if (order.userId !== null) {
    return (
      <Link href="/profile/ViewOrders" className={TEXT_LINK}>
        {t('orders')}
      </Link>
    );
  }
  if (!hydrated || signedIn) return null;
  return (
    <section
      aria-labelledby="success-account"
      data-testid="success-signup"
      className="space-y-3 rounded-2xl border-2 border-brand/30 p-4"
    >
      <h3 id="success-account" className="text-lg font-bold">
        {t('heading')}
      </h3>
      <p className="[overflow-wrap:anywhere]">
        {order.customer?.email ? t('text', { email: order.customer.email }) : t('textNoEmail')}
      </p>
      <div className="flex flex-wrap items-center gap-x-4">
        <Link href={signupHref(order.customer ?? {})} className={BUTTON}>
          {t('signup')}
        </Link>
        <Link href="/auth/login" className={TEXT_LINK}>
          {t('login')}
        </Link>
      </div>
    </section>
  );
}
