import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AllergenTables } from '@/components/allergens/allergen-table';
import { PageFrame } from '@/components/layout/page-frame';
import { ALLERGENS } from '@/lib/api/allergen-codes';
import { ALLERGEN_NAMES } from '@/lib/api/allergen-names';
import { getMenus, getSettings } from '@/lib/data/restaurant';
import { telHref } from '@/lib/format/contact';

export const revalidate = 60; // seconds; a literal, as Next requires (REVALIDATE_SECONDS)

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('allergensPage');
  return { title: t('title'), alternates: { canonical: '/allergens' } };
}

/**
 * « Allergènes et origine des viandes » (docs/product.md#allergen-ui): every dish and option
 * with its allergens, traces and meat, server-rendered; `/fr/allergens` is the same page (ADR 1).
 */
export default async function AllergensPage() {
  const [t, settings, menus] = await Promise.all([
    getTranslations('allergensPage'),
    getSettings(),
    getMenus(),
  ]);
  const phone = settings.contacts.phone.trim();
  return (
    <PageFrame title={t('title')} intro={t('pageIntro')} wide>
      {phone && (
        <p className="mb-6 font-semibold">
          {t.rich('pagePhone', {
            phone,
            tel: (text) => (
              <a className="text-brand-dark underline" href={telHref(phone)}>
                {text}
              </a>
            ),
          })}
        </p>
      )}
      <AllergenTables menus={menus} />
      <section
        aria-labelledby="allergenes-legende"
        className="mt-4 rounded-2xl bg-cream p-4 text-sm"
      >
        <h2 id="allergenes-legende" className="mb-2 text-lg font-bold">
          {t('legendHeading')}
        </h2>
        <ul className="grid gap-1 sm:grid-cols-2">
          {ALLERGENS.map((code) => (
            <li key={code}>
              <strong>{ALLERGEN_NAMES[code].short}</strong> : {ALLERGEN_NAMES[code].full}
            </li>
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}
