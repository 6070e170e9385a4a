/**
 * The JSON-LD builders against the demo restaurant (server/db/seed), with expectations written by
 * hand from the seed and from the shapes schema.org and Google's rich-result documentation give:
 * Restaurant (LocalBusiness) needs name and a PostalAddress, and recommends geo, telephone,
 * openingHoursSpecification, servesCuisine, priceRange, menu/hasMenu, url, image; a Menu holds
 * MenuSections holding MenuItems whose offers carry a price and an ISO 4217 currency.
 */
import { describe, expect, it } from 'vitest';
import type { Menu } from '@/lib/api/schemas';
import {
  jsonLdText,
  menuJsonLd,
  openingHours,
  openPeriods,
  postalAddress,
  restaurantJsonLd,
} from '@/lib/seo/structured-data';
import { CATEGORIES, ITEMS } from '@/server/db/seed/catalogue';
import { MENUS } from '@/server/db/seed/menus';
import { RESTAURANT } from '@/server/db/seed/restaurant';

const ROOT = 'https://poulet-grenette.fr';

/** The seed's menus in their wire shape, as GET /v2/public/menus answers them. */
function seedMenus(): Menu[] {
  return MENUS.map((menu) => ({
    menu_id: menu.id,
    menu_name: menu.name,
    menu_description: menu.description,
    menu_is_open: true,
    menu_is_available: true,
    active_times: menu.activeTimes,
    time_ranges: menu.timeRanges,
    pickup_time_ranges: menu.pickupTimeRanges,
    categories: CATEGORIES.filter((category) => category.menuId === menu.id).map((category) => ({
      category_id: category.id,
      category_name: category.name,
      category_description: category.description,
      items: ITEMS.filter((item) => item.categoryId === category.id).map((item) => ({
        item_id: item.id,
        item_name: item.name,
        item_description: item.description,
        item_image: item.item_image,
        item_menu_id: menu.id,
        item_category_id: category.id,
        item_score: item.score,
        item_price: {
          price_pickup: item.pricePickupCents / 100,
          price_delivery: item.priceDeliveryCents / 100,
          tax_rate: item.taxRate,
        },
        options: [],
        item_is_available: item.available,
        quantity: 0,
        note: '',
      })),
    })),
  }));
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('restaurantJsonLd', () => {
  const data = restaurantJsonLd(RESTAURANT, seedMenus(), ROOT);

  it('says the kitchen’s closures and special days, and nothing without them', () => {
    expect(data).not.toHaveProperty('specialOpeningHoursSpecification');
    const closed = {
      validFrom: '2026-08-03',
      validThrough: '2026-08-17',
      opens: '00:00',
      closes: '00:00',
    };
    const special = restaurantJsonLd(RESTAURANT, seedMenus(), ROOT, [closed]);
    expect(special.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', ...closed },
    ]);
  });

  it('names the restaurant with its address, position, phone and links', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Poulet Grenette',
      url: 'https://poulet-grenette.fr/',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Place Grenette',
        postalCode: '38000',
        addressLocality: 'Grenoble',
        addressCountry: 'FR',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 45.1904, longitude: 5.7279 },
      telephone: '+33465711234',
      servesCuisine: ['Poulet frit', 'Burgers', 'Fast-food'],
      image: [
        'https://poulet-grenette.fr/images/hero.webp',
        'https://poulet-grenette.fr/icons/icon-512.png',
      ],
    });
    expect(data.sameAs).toContain('https://www.instagram.com/pouletgrenette');
  });

  it('gives the price range of the menu, from the water to the family bucket', () => {
    expect(data.priceRange).toBe('1,80 € – 34,90 €');
  });

  it('points to each menu by its @id, and each menu back to the restaurant', () => {
    const menus = menuJsonLd(seedMenus(), ROOT)['@graph'] as Record<string, unknown>[];
    expect(data['@id']).toBe('https://poulet-grenette.fr/#restaurant');
    expect(data.hasMenu).toEqual([
      { '@id': 'https://poulet-grenette.fr/menu#carte-1', url: 'https://poulet-grenette.fr/menu' },
      { '@id': 'https://poulet-grenette.fr/menu#carte-2', url: 'https://poulet-grenette.fr/menu' },
    ]);
    expect(menus.map((menu) => menu['@id'])).toEqual([
      'https://poulet-grenette.fr/menu#carte-1',
      'https://poulet-grenette.fr/menu#carte-2',
    ]);
    for (const menu of menus)
      expect(menu.provider).toEqual({ '@id': 'https://poulet-grenette.fr/#restaurant' });
  });

  it('merges both menus hours: lunch every day, dinner until 23:00, midnight (00:00, as /contact says) on Friday and Saturday', () => {
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEK, opens: '11:00', closes: '14:30' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Sunday'],
        opens: '18:00',
        closes: '23:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Friday', 'Saturday'],
        opens: '18:00',
        closes: '00:00',
      },
    ]);
  });

  it('leaves out what the settings do not hold', () => {
    const bare = restaurantJsonLd(
      {
        contacts: { name: '', address: '', phone: '', email: '', latitude: 0, longitude: 0 },
      },
      [],
      ROOT,
    );
    expect(bare.name).toBe('Poulet Grenette');
    for (const key of ['address', 'geo', 'telephone', 'priceRange', 'sameAs'])
      expect(bare).not.toHaveProperty(key);
    expect(bare.openingHoursSpecification).toEqual([]);
    expect(bare.hasMenu).toBe('https://poulet-grenette.fr/menu');
  });
});

describe('openingHours', () => {
  const menu = (times: [string, string][], available = true): Menu => ({
    ...seedMenus()[0],
    menu_is_available: available,
    active_times: { mon: { label: 'Lundi', is_open: true, times } },
  });

  it('merges overlapping periods, closes past midnight the next day, skips switched-off menus', () => {
    expect(
      openingHours([
        menu([
          ['11:00', '15:00'],
          ['19:00', '02:00'],
        ]),
        menu([['14:00', '16:00']]),
        menu([['08:00', '09:00']], false),
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday'],
        opens: '11:00',
        closes: '16:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday'],
        opens: '19:00',
        closes: '02:00',
      },
    ]);
  });
});

describe('openPeriods', () => {
  it('gives /contact the JSON-LD hours: merged, midnight as 00:00, past midnight the next day', () => {
    const menus = seedMenus();
    expect(openPeriods(menus, 'fri')).toEqual([
      ['11:00', '14:30'],
      ['18:00', '00:00'],
    ]);
    expect(openPeriods([], 'fri')).toEqual([]);
  });
});

describe('postalAddress', () => {
  it('keeps an address it cannot split as its street', () => {
    expect(postalAddress('Halles Sainte-Claire')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Halles Sainte-Claire',
      addressCountry: 'FR',
    });
  });
});

describe('menuJsonLd', () => {
  const data = menuJsonLd(seedMenus(), ROOT);
  const graph = data['@graph'] as {
    name: string;
    hasMenuSection: { name: string; hasMenuItem: Record<string, unknown>[] }[];
  }[];

  it('has one Menu per menu and one section per category', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(graph.map((menu) => menu.name)).toEqual(['La Carte', MENUS[1].name]);
    expect(graph[0]).toMatchObject({ '@type': 'Menu', inLanguage: 'fr' });
    expect(graph[0].hasMenuSection.map((section) => section.name)).toEqual(
      CATEGORIES.filter((category) => category.menuId === 1).map((category) => category.name),
    );
    expect(graph[1].hasMenuSection).toHaveLength(2);
  });

  it('offers each item at its pickup price in euros', () => {
    const [burgers] = graph[0].hasMenuSection;
    expect(burgers.hasMenuItem[0]).toEqual({
      '@type': 'MenuItem',
      name: 'Crispy Classic',
      description: ITEMS[0].description,
      url: 'https://poulet-grenette.fr/menu?product=1',
      image: 'https://poulet-grenette.fr/menu-images/burger-crispy-classic.webp',
      offers: {
        '@type': 'Offer',
        price: '7.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    const items = graph.flatMap((menu) => menu.hasMenuSection.flatMap((s) => s.hasMenuItem));
    expect(items).toHaveLength(ITEMS.length);
    const soldOut = items.filter((item) =>
      (item.offers as { availability: string }).availability.endsWith('OutOfStock'),
    );
    expect(soldOut.map((item) => item.url)).toEqual([
      `${ROOT}/menu?product=18`,
      `${ROOT}/menu?product=44`,
    ]);
  });
});

describe('jsonLdText', () => {
  it('escapes < so no value can close the script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
