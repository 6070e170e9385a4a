'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { lineAllergens } from '@/lib/domain/allergens';
import { useCatalogueStore } from '@/stores/catalogue';
import { AllergenFacts } from './allergen-facts';

interface Chosen {
  groupId: number;
  optionId: number;
  quantity: number;
}

/**
 * A cart line's allergens, its dish with the options chosen (lib/domain/allergens.ts); nothing
 * until the menus are known, « demandez-nous » for a dish they no longer list
 * (docs/product.md#allergen-ui).
 */
export function LineAllergens({ itemId, options }: { itemId: number; options: readonly Chosen[] }) {
  const item = useCatalogueStore((s) => s.items.get(itemId));
  const ready = useCatalogueStore((s) => s.menusStatus === 'ready');
  const phone = useCatalogueStore((s) => s.settings.contacts.phone);
  if (!ready) return null;
  const info = item
    ? lineAllergens(item, options)
    : { contains: [], mayContain: [], complete: false };
  return (
    <div className="mt-1 text-xs text-neutral-700" data-testid="line-allergens">
      <AllergenFacts info={info} phone={phone} />
    </div>
  );
}

/** The link to the allergen page, before the button that goes on. */
export function AllergenPageLink({ onClick }: { onClick?: () => void }) {
  const t = useTranslations('allergens');
  return (
    <Link
      href="/allergens"
      prefetch={false}
      onClick={onClick}
      className="inline-block text-sm font-semibold text-brand-dark underline underline-offset-2"
    >
      {t('pageLink')}
    </Link>
  );
}
