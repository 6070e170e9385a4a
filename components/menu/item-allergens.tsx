'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AllergenFacts } from '@/components/allergens/allergen-facts';
import { MeatOrigins } from '@/components/allergens/meat-origins';
import type { Item } from '@/lib/api/schemas';
import { allergenInfo } from '@/lib/domain/allergens';
import type { Allergen } from '@/lib/api/allergen-codes';
import { useCatalogueStore } from '@/stores/catalogue';

/**
 * The item sheet's allergens and meat origin, above the options and « Ajouter »
 * (docs/product.md#allergen-ui): what the dish contains as served, its traces, what the diner
 * avoids named first, and « demandez-nous » where the data stops.
 */
export function ItemAllergens({ item, avoided }: { item: Item; avoided: readonly Allergen[] }) {
  const t = useTranslations('allergens');
  const phone = useCatalogueStore((s) => s.settings.contacts.phone);
  return (
    <section
      aria-labelledby="item-allergens-title"
      className="mx-5 mt-4 rounded-xl bg-cream px-4 py-3 text-sm"
      data-testid="item-allergens"
    >
      <h3 id="item-allergens-title" className="mb-1 font-bold">
        {t('sheetHeading')}
      </h3>
      <AllergenFacts info={allergenInfo([item])} phone={phone} avoided={avoided} />
      <MeatOrigins origins={item.meat_origins} />
      <Link
        href="/allergens"
        prefetch={false}
        className="mt-1 inline-block font-semibold text-brand-dark underline underline-offset-2"
      >
        {t('pageLink')}
      </Link>
    </section>
  );
}
