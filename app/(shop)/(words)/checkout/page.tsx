import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { CatalogueSeed } from '@/components/layout/catalogue-seed';
import { PageFrame } from '@/components/layout/page-frame';
import { KitchenNotices } from '@/components/switches/kitchen-notices';
import { getCatalogue, getSettings } from '@/lib/data/restaurant';
import { dinerSettings } from '@/lib/api/settings';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 60; // seconds; a literal, as Next requires (REVALIDATE_SECONDS)
export const generateMetadata = () => pageMetadata('checkout', '/checkout', { index: false });

/** The five-tab checkout: the menus seed slots and availability; the tab lives in ?tab=. */
export default async function CheckoutPage() {
  const [t, tCheckout, { menus, version }, settings] = await Promise.all([
    getTranslations('meta'),
    getTranslations('checkout'),
    getCatalogue(),
    getSettings(),
  ]);
  return (
    // The band's picture travels in the HTML (ADR 10): it is the page's largest paint at once,
    // instead of the cookie box's text, which appears a second after hydration.
    <PageFrame title={t('checkout')} band>
      <CatalogueSeed menus={menus} version={version} settings={dinerSettings(settings)} />
      {/*
        The flow renders only in the browser (the saved cart decides what it shows). The same box
        on the server and after hydration: at least a screen high, so the footer stays below the
        fold whatever the flow shows (empty cart, a step), and nothing on screen moves when it
        appears (CLS); meanwhile the server's HTML already says it is loading.
      */}
      <KitchenNotices
        place="checkout"
        timeZone={settings.timezone}
        scheduling={settings.scheduling}
        className="mb-4"
      />
      <div className="min-h-svh">
        <Suspense
          fallback={
            <p role="status" className="py-10 text-center text-neutral-600">
              {tCheckout('loading')}
            </p>
          }
        >
          <CheckoutFlow />
        </Suspense>
      </div>
    </PageFrame>
  );
}
