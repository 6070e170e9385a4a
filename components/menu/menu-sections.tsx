import { getTranslations } from 'next-intl/server';
import type { Menu, Offer } from '@/lib/api/schemas';
import { hoursOf } from '@/lib/domain/availability';
import { zoneOffsetsAround } from '@/lib/domain/hours';
import { categoryBadge, categoryOfferCount, itemBadge } from '@/lib/domain/offer-badges';
import { AllergenFilter } from './allergen-filter';
import { CategoryNav } from './category-nav';
import { ItemCard } from './item-card';
import { OpenStatus } from './open-status';

/** Every menu, its categories and items, as server-rendered HTML crawlers can read. */
export async function MenuSections({
  menus,
  offers,
  timeZone,
}: {
  menus: Menu[];
  offers: Offer[];
  timeZone: string;
}) {
  let rank = 0;
  const offsets = zoneOffsetsAround(timeZone, new Date());
  return (
    <>
      <CategoryNav
        links={menus.flatMap((menu) =>
          menu.categories.map((category) => ({
            id: `categorie-${menu.menu_id}-${category.category_id}`,
            label: category.category_name,
          })),
        )}
      />
      <AllergenFilter
        id="filtre-allergenes"
        dishes={menus.flatMap((menu) =>
          menu.categories.flatMap((category) =>
            category.items.map((item) => ({ contains: item.allergens ?? null })),
          ),
        )}
      />
      {menus.map((menu) => (
        <section key={menu.menu_id} aria-labelledby={`carte-${menu.menu_id}`} className="mb-12">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`carte-${menu.menu_id}`} className="text-2xl font-extrabold">
              {menu.menu_name}
            </h2>
            {/* Its own line on phones, so filling it in after hydration shifts nothing. */}
            <div className="basis-full sm:basis-auto">
              <OpenStatus menus={[hoursOf(menu)]} offsets={offsets} />
            </div>
          </div>
          {menu.menu_description && (
            <p className="mb-6 text-neutral-600">{menu.menu_description}</p>
          )}
          {menu.categories.map((category) => (
            <section
              key={category.category_id}
              id={`categorie-${menu.menu_id}-${category.category_id}`}
              aria-labelledby={`titre-${menu.menu_id}-${category.category_id}`}
              className="menu-category mb-10 scroll-mt-44"
            >
              <h3
                id={`titre-${menu.menu_id}-${category.category_id}`}
                className="mb-1 text-xl font-bold"
              >
                {category.category_name}
              </h3>
              <CategoryOffers offers={offers} category={category} />
              {category.category_description && (
                <p className="mb-4 text-sm text-neutral-600">{category.category_description}</p>
              )}
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {category.items.map((item) => (
                  <ItemCard
                    key={item.item_id}
                    item={item}
                    badge={itemBadge(offers, item)}
                    heading="h4"
                    priority={rank++ < 2}
                  />
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </>
  );
}

/**
 * The category's offer badge and how many of its items are on offer (docs/product.md#offer-badges).
 */
async function CategoryOffers({
  offers,
  category,
}: {
  offers: Offer[];
  category: Menu['categories'][number];
}) {
  const kind = categoryBadge(offers, category.category_id, category.items);
  if (!kind) return null;
  const t = await getTranslations('menu');
  const count = categoryOfferCount(offers, category.items);
  return (
    <p className="mb-2 flex flex-wrap items-center gap-2 text-sm" data-testid="category-offers">
      <span className="rounded-full bg-gold px-2.5 py-0.5 text-xs font-bold text-ink">
        {t(`categoryBadge.${kind}`)}
      </span>
      {count > 0 && <span className="text-neutral-600">{t('offerCount', { count })}</span>}
    </p>
  );
}
