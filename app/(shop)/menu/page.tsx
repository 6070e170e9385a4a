import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ItemDialog } from '@/components/menu/item-dialog';
import { ItemLinks } from '@/components/menu/item-links';
import { MenuSections } from '@/components/menu/menu-sections';
import { MenusPrefetch } from '@/components/menu/menus-prefetch';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { KitchenNotices } from '@/components/switches/kitchen-notices';
import { siteRoot } from '@/lib/config/site';
import { getMenus, getOffers, getSettings } from '@/lib/data/restaurant';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { menuJsonLd } from '@/lib/seo/structured-data';

export const revalidate = 60; // seconds; a literal, as Next requires (REVALIDATE_SECONDS)
export const generateMetadata = () => pageMetadata('menu', '/menu');

export default async function MenuPage() {
  const [t, menus, settings, offers] = await Promise.all([
    getTranslations('menu'),
    getMenus(),
    getSettings(),
    getOffers(),
  ]);
  return (
    <PageFrame title={t('title')} intro={t('intro')} band wide>
      {menus.length > 0 && <JsonLd data={menuJsonLd(menus, siteRoot())} />}
      <KitchenNotices
        place="menu"
        timeZone={settings.timezone}
        scheduling={settings.scheduling}
        className="mb-6"
      />
      {menus.length === 0 ? (
        <p role="status" className="rounded-2xl bg-cream p-6 text-center">
          {t('empty')}
        </p>
      ) : (
        <MenuSections menus={menus} offers={offers} timeZone={settings.timezone} />
      )}
      <MenusPrefetch />
      <ItemLinks />
      <Suspense fallback={null}>
        <ItemDialog />
      </Suspense>
    </PageFrame>
  );
}
