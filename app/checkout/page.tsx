import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { CatalogueSeed } from '@/components/layout/catalogue-seed';
import { PageFrame } from '@/components/layout/page-frame';
import { getMenus, getSettings } from '@/lib/data/restaurant';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 60; // seconds; a literal, as Next requires (REVALIDATE_SECONDS)
export const generateMetadata = () => pageMetadata('checkout', '/checkout', { index: false });

/** The five-tab checkout: the menus seed slots and availability; the tab lives in ?tab=. */
export default async function CheckoutPage() {
  const [t, menus, settings] = await Promise.all([
    getTranslations('meta'),
    getMenus(),
    getSettings(),
  ]);
  return (
    <PageFrame title={t('checkout')}>
      <CatalogueSeed menus={menus} settings={settings} />
      <Suspense fallback={null}>
        <CheckoutFlow />
      </Suspense>
    </PageFrame>
  );
}
