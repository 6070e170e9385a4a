/**
 * schema.org JSON-LD for search engines (docs/product.md#found-by-search-engines): a `Restaurant`
 * on the home page and the `Menu` on /menu, built from the settings and menus the pages render, so
 * a search result says what the page says; the restaurant and its menus name each other by `@id`.
 * The rules where the data is silent (hours as the union of the menus' periods, midnight as 00:00
 * as /contact shows it, the pickup price as the offer) are in that section.
 */
import type { SpecialOpeningHours } from '@/lib/domain/kitchen-switches';
import type { Menu, RestaurantSettings } from '@/lib/api/schemas';
import { WEEKDAYS, type Weekday } from '@/lib/api/weekdays';
import { siteConfig } from '@/lib/config/site';
import { telHref, socialLinks } from '@/lib/format/contact';
import { formatMinutes, toMinutes } from '@/lib/domain/hours';
import { formatPlainPrice, toCents } from '@/lib/domain/money';

const CONTEXT = 'https://schema.org';
const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const END_OF_DAY = 24 * 60;

type JsonLd = Record<string, unknown>;

/** "12 Place Grenette, 38000 Grenoble" → its street, postal code and town (France). */
export function postalAddress(address: string): JsonLd {
  const parts = /^(.+?),\s*(\d{5})\s+(.+)$/.exec(address.trim());
  return {
    '@type': 'PostalAddress',
    ...(parts
      ? { streetAddress: parts[1], postalCode: parts[2], addressLocality: parts[3] }
      : { streetAddress: address.trim() }),
    addressCountry: 'FR',
  };
}

/** One day's open periods over every available menu, in minutes, sorted and merged. */
function dayPeriods(menus: readonly Menu[], day: Weekday): [number, number][] {
  const periods = menus
    .filter((menu) => menu.menu_is_available)
    .flatMap((menu) => {
      const hours = menu.active_times[day];
      return hours?.is_open ? hours.times : [];
    })
    .map(([from, to]): [number, number] => {
      const [start, end] = [toMinutes(from), toMinutes(to)];
      return [start, end < start ? end + END_OF_DAY : end];
    })
    .filter(([start, end]) => end > start)
    .sort(([a], [b]) => a - b);
  const merged: [number, number][] = [];
  for (const [start, end] of periods) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * One day's opening periods as "HH:MM" pairs, for the JSON-LD and /contact alike: midnight or
 * later closes the next day, as an earlier time than it opened (00:00, 02:00), as schema.org reads
 * a `closes` before `opens`.
 */
export function openPeriods(
  menus: readonly Menu[],
  day: Weekday,
): [opens: string, closes: string][] {
  return dayPeriods(menus, day).map(asTimes);
}

const asTimes = ([start, end]: [number, number]): [string, string] => [
  formatMinutes(start),
  formatMinutes(end % END_OF_DAY),
];

/** The week's opening hours, one specification per period with the days it applies to. */
export function openingHours(menus: readonly Menu[]): JsonLd[] {
  const byPeriod = new Map<string, { period: [number, number]; days: string[] }>();
  for (const day of WEEKDAYS) {
    for (const period of dayPeriods(menus, day)) {
      const key = period.join('-');
      const entry = byPeriod.get(key) ?? { period, days: [] };
      entry.days.push(DAY_NAMES[day]);
      byPeriod.set(key, entry);
    }
  }
  return [...byPeriod.values()]
    .sort((a, b) => a.period[0] - b.period[0] || a.period[1] - b.period[1])
    .map(({ period, days }) => {
      const [opens, closes] = asTimes(period);
      return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes };
    });
}

/** Each item once, across menus. */
function uniqueItems(menus: readonly Menu[]) {
  const seen = new Map<number, Menu['categories'][number]['items'][number]>();
  for (const menu of menus)
    for (const category of menu.categories)
      for (const item of category.items) if (!seen.has(item.item_id)) seen.set(item.item_id, item);
  return [...seen.values()];
}

/** "2,50 € – 29,90 €" from the pickup prices on the menus; null without items. */
function priceRange(menus: readonly Menu[]): string | null {
  const cents = uniqueItems(menus).map((item) => toCents(item.item_price.price_pickup));
  if (cents.length === 0) return null;
  const low = formatPlainPrice(Math.min(...cents));
  const high = formatPlainPrice(Math.max(...cents));
  return low === high ? low : `${low} – ${high}`;
}

const absolute = (root: string, path: string) => new URL(path, `${root}/`).href;

/** The ids the restaurant and its menus refer to each other by. */
const restaurantId = (root: string) => absolute(root, '/#restaurant');
const menuId = (root: string, menu: Pick<Menu, 'menu_id'>) =>
  absolute(root, `/menu#carte-${menu.menu_id}`);

/** The home page's `Restaurant`. `root` is the site's public address (SITE_URL). */
export function restaurantJsonLd(
  settings: Pick<RestaurantSettings, 'contacts'>,
  menus: readonly Menu[],
  root: string,
  /** The kitchen's coming closures and special days (lib/domain/kitchen-switches.ts). */
  special: readonly SpecialOpeningHours[] = [],
): JsonLd {
  const { contacts } = settings;
  const range = priceRange(menus);
  const sameAs = socialLinks(contacts).map((link) => link.url);
  return {
    '@context': CONTEXT,
    '@type': 'Restaurant',
    '@id': restaurantId(root),
    name: contacts.name || siteConfig.title,
    url: absolute(root, '/'),
    image: [absolute(root, '/images/hero.webp'), absolute(root, '/icons/icon-512.png')],
    ...(contacts.address ? { address: postalAddress(contacts.address) } : {}),
    ...(contacts.latitude || contacts.longitude
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: contacts.latitude,
            longitude: contacts.longitude,
          },
        }
      : {}),
    ...(contacts.phone ? { telephone: telHref(contacts.phone).slice('tel:'.length) } : {}),
    ...(contacts.email ? { email: contacts.email } : {}),
    servesCuisine: [...siteConfig.cuisine],
    ...(range ? { priceRange: range } : {}),
    currenciesAccepted: siteConfig.currency,
    hasMenu:
      menus.length > 0
        ? menus.map((menu) => ({ '@id': menuId(root, menu), url: absolute(root, '/menu') }))
        : absolute(root, '/menu'),
    acceptsReservations: false,
    openingHoursSpecification: openingHours(menus),
    ...(special.length > 0
      ? {
          specialOpeningHoursSpecification: special.map((day) => ({
            '@type': 'OpeningHoursSpecification',
            ...day,
          })),
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** /menu's `Menu`s: one per menu, a section per category, an item with its EUR offer. */
export function menuJsonLd(menus: readonly Menu[], root: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@graph': menus.map((menu) => ({
      '@type': 'Menu',
      '@id': menuId(root, menu),
      name: menu.menu_name,
      provider: { '@id': restaurantId(root) },
      ...(menu.menu_description ? { description: menu.menu_description } : {}),
      url: absolute(root, '/menu'),
      inLanguage: 'fr',
      hasMenuSection: menu.categories.map((category) => ({
        '@type': 'MenuSection',
        name: category.category_name,
        ...(category.category_description ? { description: category.category_description } : {}),
        url: absolute(root, `/menu#categorie-${menu.menu_id}-${category.category_id}`),
        hasMenuItem: category.items.map((item) => ({
          '@type': 'MenuItem',
          name: item.item_name,
          ...(item.item_description ? { description: item.item_description } : {}),
          url: absolute(root, `/menu?product=${item.item_id}`),
          ...(item.item_image ? { image: absolute(root, item.item_image) } : {}),
          offers: {
            '@type': 'Offer',
            price: (toCents(item.item_price.price_pickup) / 100).toFixed(2),
            priceCurrency: siteConfig.currency,
            availability: `${CONTEXT}/${item.item_is_available ? 'InStock' : 'OutOfStock'}`,
          },
        })),
      })),
    })),
  };
}

/**
 * The text of a `<script type="application/ld+json">`: JSON with every `<` escaped, so no value
 * (an item's name, say) can close the script element or open a comment.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
