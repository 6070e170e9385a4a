import { getTranslations } from 'next-intl/server';
import type { Item } from '@/lib/api/schemas';
import type { Badge } from '@/lib/domain/offer-badges';
import { toCents } from '@/lib/domain/money';
import { optimizedImage } from '@/lib/images/optimized';
import { ItemPrice } from './item-price';
import { OfferBadge } from './offer-badge';

/** From this width on, cards stack their picture above the text (`sm:`), 320 px wide at most. */
const WIDE = '(min-width: 640px)';

/**
 * A card's picture at the two sizes it is shown: 112 × 84 beside the text on a phone, 320 × 240
 * above it from `sm:` on, each with its 2x, so a phone never decodes six times the pixels it shows.
 */
function cardImage(src: string) {
  return {
    narrow: optimizedImage(src, { width: 112 }),
    wide: optimizedImage(src, { width: 320 }).srcSet ?? src,
  };
}

/**
 * What the allergen filter's style reads (components/menu/allergen-filter.tsx): the dish's codes
 * and traces as space-separated lists, or that its data is unknown (docs/adr/0039).
 */
function allergenData({ allergens, may_contain }: Item) {
  if (allergens === undefined) return { 'data-allergens-unknown': '' };
  return { 'data-contains': allergens.join(' '), 'data-traces': (may_contain ?? []).join(' ') };
}

/**
 * The discreet sign that the dish's allergens are given on its sheet, or to ask for them; and
 * « Traces possibles », shown by the filter's style only when a trace is one the diner avoids.
 */
async function AllergenMark({ known }: { known: boolean }) {
  const t = await getTranslations('allergens');
  return (
    <>
      <span className="item-card-mark" data-allergen-mark={known ? 'known' : 'unknown'}>
        {t(known ? 'cardMark' : 'cardUnknown')}
      </span>
      {known && (
        <span className="item-card-traces" data-allergen-mark="traces">
          {t('cardTraces')}
        </span>
      )}
    </>
  );
}

/**
 * One item of the menu: a link that opens its detail dialog (`/menu?product={id}`). Rendered on
 * the server only: a plain link (ItemLinks routes its clicks) and a plain optimised image, so a
 * menu of fifty items hydrates no component per card but its price.
 */
export async function ItemCard({
  item,
  priority = false,
  heading: Heading = 'h3',
  badge = null,
}: {
  item: Item;
  badge?: Badge | null;
  priority?: boolean;
  heading?: 'h3' | 'h4';
}) {
  const t = await getTranslations('menu');
  const image = item.item_image ? cardImage(item.item_image) : null;
  return (
    <li data-testid="item-card" data-item-id={item.item_id} {...allergenData(item)}>
      <a href={`/menu?product=${item.item_id}`} data-item-link className="item-card">
        <div className="item-card-picture">
          {image && (
            <picture>
              <source media={WIDE} srcSet={image.wide} />
              <img
                {...image.narrow}
                width={112}
                height={84}
                loading={priority ? undefined : 'lazy'}
                decoding="async"
                alt=""
              />
            </picture>
          )}
        </div>
        <div className="item-card-body">
          <Heading className="item-card-name">{item.item_name}</Heading>
          <p className="item-card-text">{item.item_description}</p>
          <p className="item-card-foot">
            <ItemPrice
              pickupCents={toCents(item.item_price.price_pickup)}
              deliveryCents={toCents(item.item_price.price_delivery)}
            />
            {badge && <OfferBadge badge={badge} />}
            <AllergenMark known={item.allergens !== undefined} />
            {!item.item_is_available && (
              <span className="rounded-full bg-neutral-200 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-neutral-700">
                {item.item_sold_out ? t('soldOut') : t('unavailable')}
              </span>
            )}
          </p>
        </div>
      </a>
    </li>
  );
}
