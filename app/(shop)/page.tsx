import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Hero } from '@/components/home/hero';
import { ItemCard } from '@/components/menu/item-card';
import { ItemLinks } from '@/components/menu/item-links';
import { JsonLd } from '@/components/seo/json-ld';
import { siteRoot } from '@/lib/config/site';
import { getKitchen, getMenus, getPopularItems, getSettings } from '@/lib/data/restaurant';
import { specialOpeningHours } from '@/lib/domain/kitchen-switches';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { restaurantJsonLd } from '@/lib/seo/structured-data';

export const revalidate = 60; // seconds; a literal, as Next requires (REVALIDATE_SECONDS)
export const generateMetadata = () => pageMetadata('home', '/');

export default async function HomePage() {
  const [t, menus, settings, popular, kitchen] = await Promise.all([
    getTranslations('home'),
    getMenus(),
    getSettings(),
    getPopularItems(6),
    getKitchen(),
  ]);
  const special = specialOpeningHours(kitchen, new Date(), settings.timezone);
  const steps = [
    { title: t('step1Title'), text: t('step1Text') },
    {
      title: t('step2Title'),
      text: t('step2Text', { distance: settings.features.delivery.max_distance }),
    },
    { title: t('step3Title'), text: t('step3Text') },
  ];
  return (
    <>
      <JsonLd data={restaurantJsonLd(settings, menus, siteRoot(), special)} />
      <Hero menus={menus} timeZone={settings.timezone} scheduling={settings.scheduling} />
      <section aria-labelledby="populaires" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="populaires" className="mb-6 text-2xl font-extrabold sm:text-3xl">
          {t('popularTitle')}
        </h2>
        <ItemLinks />
        {popular.length === 0 ? (
          <p className="rounded-2xl bg-cream p-6">{t('popularEmpty')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {popular.map((item) => (
              <ItemCard key={item.item_id} item={item} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="etapes" className="bg-cream">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="etapes" className="mb-6 text-2xl font-extrabold sm:text-3xl">
            {t('stepsTitle')}
          </h2>
          <ol className="grid gap-4 sm:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-white p-5 shadow-sm">
                <span aria-hidden className="mb-2 block text-3xl font-extrabold text-brand">
                  {index + 1}
                </span>
                <h3 className="font-bold">{step.title}</h3>
                <p className="mt-1 text-sm text-neutral-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section aria-labelledby="cta" className="bg-brand text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-10 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="cta" className="text-2xl font-extrabold">
              {t('ctaTitle')}
            </h2>
            <p className="mt-1">{t('ctaText')}</p>
          </div>
          <Link
            href="/menu"
            className="rounded-full bg-white px-7 py-3.5 font-bold text-brand-dark hover:bg-cream"
          >
            {t('seeMenu')}
          </Link>
        </div>
      </section>
    </>
  );
}
