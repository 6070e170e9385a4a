/**
 * The catalogue (settings, menus, offers) as one in-memory snapshot, read again only when the
 * `catalogue_version` row that triggers bump says it changed, whoever changed the rows
 * (docs/adr/0011-a-catalogue-snapshot-kept-true-by-triggers.md). Shapes follow the contract,
 * `menu_is_open` from lib/domain/hours. Snapshots are shared: never mutate what they return.
 */
import { asc, sql } from 'drizzle-orm';
import type { LegalSettings } from '@/lib/api/legal';
import type { Item, Menu, Offer, RestaurantSettings, SettingEntry } from '@/lib/api/schemas';
import { toRestaurantSettings } from '@/lib/api/settings';
import { isOfferActiveAt } from '@/lib/domain/checkout-offers';
import { isOpenAt } from '@/lib/domain/hours';
import { isSoldOutAt, type KitchenSwitches } from '@/lib/domain/kitchen-switches';
import { toEuros } from '@/lib/domain/money';
import { preparedStatement, type Database } from '../db/client';
import {
  catalogueVersion,
  categories,
  items,
  kitchenSwitches,
  menus,
  offers,
  settings,
} from '../db/schema';
import { wireFacts } from './food-facts';
import { readSwitches, type SwitchRow } from './kitchen-switches';
import { toWireOffer } from './offers';
import { answerSettings, publicEntries, sortSettings, type SettingOverrides } from './settings';

type ItemRow = typeof items.$inferSelect;
type MenuRow = typeof menus.$inferSelect;
type OfferRow = typeof offers.$inferSelect;

/** Reports a stored row whose food facts could not all be served (once per snapshot). */
const reportFacts = (where: string) => (problem: string) =>
  console.warn(`[api] catalogue : ${where} : ${problem}`);

function toWireItem(row: ItemRow, menuId: number): Item {
  return {
    item_id: row.id,
    item_name: row.name,
    item_description: row.description,
    item_image: row.image,
    item_menu_id: menuId,
    item_category_id: row.categoryId,
    item_score: row.score,
    item_price: {
      price_delivery: toEuros(row.priceDeliveryCents),
      price_pickup: toEuros(row.pricePickupCents),
      tax_rate: row.taxRate,
    },
    options: row.options.map((group) => ({
      id: group.id,
      name: group.name,
      min: group.min,
      max: group.max,
      selected: 0,
      option_options: group.choices.map((choice) => ({
        id: choice.id,
        name: choice.name,
        price: toEuros(choice.priceCents),
        quantity: 0,
        max_quantity: choice.maxQuantity,
        tax_rate: choice.taxRate,
        ...wireFacts(choice, reportFacts(`article ${row.id}, choix ${choice.id}`)),
      })),
    })),
    item_is_available: row.isAvailable,
    quantity: 0,
    note: '',
    ...wireFacts(row, reportFacts(`article ${row.id}`)),
  };
}

interface CatalogueRows {
  settings: SettingEntry[];
  menus: MenuRow[];
  categories: (typeof categories.$inferSelect)[];
  items: ItemRow[];
  offers: OfferRow[];
  switches: SwitchRow[];
}

/**
 * The categories with what is sold out at `now` marked (issue 36): a dish is unavailable and says
 * why, a choice says it; new objects only where something changed (snapshots are shared).
 */
function withSoldOut(
  categories: Menu['categories'],
  soldOut: KitchenSwitches['soldOut'],
  now: Date,
): Menu['categories'] {
  const out = (kind: 'item' | 'option', id: number) => isSoldOutAt(soldOut, kind, id, now);
  return categories.map((category) => ({
    ...category,
    items: category.items.map((item) => {
      const itemOut = out('item', item.item_id);
      const options = item.options.map((group) =>
        group.option_options.some((choice) => out('option', choice.id))
          ? {
              ...group,
              option_options: group.option_options.map((choice) =>
                out('option', choice.id) ? { ...choice, sold_out: true } : choice,
              ),
            }
          : group,
      );
      const optionOut = options.some((group, index) => group !== item.options[index]);
      if (!itemOut && !optionOut) return item;
      return itemOut
        ? { ...item, options, item_is_available: false, item_sold_out: true }
        : { ...item, options };
    }),
  }));
}

/** One consistent-enough reading of the catalogue tables (its version read before its rows). */
export class Catalogue {
  readonly timeZone: string;
  private readonly sortedSettings: SettingEntry[];
  private readonly menuShapes: { row: MenuRow; categories: Menu['categories'] }[];
  private readonly automatic: Offer[];
  private readonly coupons: Map<string, Offer>;
  /** The kitchen's switches (lib/domain/kitchen-switches.ts) and their rows, as read. */
  readonly kitchen: KitchenSwitches;
  readonly switchRows: readonly SwitchRow[];
  /** The settings as answered (with the card switch), made on first use. */
  private answered: { entries: SettingEntry[]; restaurant: RestaurantSettings } | null = null;

  constructor(
    /** The `catalogue_version` it was read at; -1 for a one-off reading. */
    readonly version: number,
    rows: CatalogueRows,
    /** What the API says over the stored entries: its card switch, its LEGAL_* (settings.ts). */
    private readonly overrides: SettingOverrides,
  ) {
    this.sortedSettings = sortSettings(rows.settings);
    this.switchRows = rows.switches;
    this.kitchen = readSwitches(rows.switches);
    this.timeZone = toRestaurantSettings(this.sortedSettings).timezone;
    const itemsByCategory = new Map<number, ItemRow[]>();
    for (const item of rows.items) {
      const list = itemsByCategory.get(item.categoryId);
      if (list) list.push(item);
      else itemsByCategory.set(item.categoryId, [item]);
    }
    this.menuShapes = rows.menus.map((menu) => ({
      row: menu,
      categories: rows.categories
        .filter((category) => category.menuId === menu.id)
        .map((category) => ({
          category_id: category.id,
          category_name: category.name,
          category_description: category.description,
          items: (itemsByCategory.get(category.id) ?? []).map((item) => toWireItem(item, menu.id)),
        })),
    }));
    const active = rows.offers.filter((offer) => offer.isActive);
    this.automatic = active.filter((offer) => offer.autoApply).map(toWireOffer);
    this.coupons = new Map(
      active
        .filter((offer) => offer.code !== null)
        .map((offer) => [offer.code!.toUpperCase(), toWireOffer(offer)]),
    );
  }

  /** Settings entries as the storefront reads them, the card switch included, private ones out. */
  settings(): SettingEntry[] {
    return this.answer().entries;
  }

  restaurant(): RestaurantSettings {
    return this.answer().restaurant;
  }

  private answer() {
    if (!this.answered) {
      const entries = answerSettings(this.sortedSettings, this.overrides);
      this.answered = {
        entries: publicEntries(entries),
        restaurant: toRestaurantSettings(entries),
      };
    }
    return this.answered;
  }

  /** What the kitchen has sold out at `now` (issue 36): the menus' answer depends on it. */
  soldOutAt(now: Date): KitchenSwitches['soldOut'] {
    return this.kitchen.soldOut.filter((entry) => entry.until === null || now < entry.until);
  }

  menus(now: Date): Menu[] {
    const soldOut = this.soldOutAt(now);
    return this.menuShapes.map(({ row, categories }) => ({
      menu_id: row.id,
      menu_name: row.name,
      menu_description: row.description,
      menu_is_open: isOpenAt(row.activeTimes, now, this.timeZone),
      menu_is_available: row.isAvailable,
      active_times: row.activeTimes,
      time_ranges: row.timeRanges,
      pickup_time_ranges: row.pickupTimeRanges,
      categories: soldOut.length === 0 ? categories : withSoldOut(categories, soldOut, now),
    }));
  }

  /** The items of one menu, or null when there is no such menu. */
  menuItems(menuId: number): Item[] | null {
    const menu = this.menuShapes.find(({ row }) => row.id === menuId);
    return menu ? menu.categories.flatMap((category) => category.items) : null;
  }

  /**
   * The automatic offers that apply at this instant (weekday and hours in the restaurant's zone,
   * by the same `lib/domain` rule the cart and the checkout use): a badge never promises an
   * offer the cart would not grant.
   */
  automaticOffers(instant: Date): Offer[] {
    return this.automatic.filter((offer) => isOfferActiveAt(offer, instant, this.timeZone));
  }

  /** The active offer behind a coupon code (case-insensitive), or null. */
  coupon(code: string): Offer | null {
    return this.coupons.get(code.toUpperCase()) ?? null;
  }
}

export interface CatalogueOptions {
  /** Whether the API offers card payment (settings' `payments.stripe.active`); false unless set. */
  cardPayments?: boolean;
  /** The legal identity's fields LEGAL_* sets, over the stored `legal` entry; none unless set. */
  legal?: Partial<LegalSettings>;
}

/** Reads every catalogue table, in the order the snapshot keeps them. */
export async function loadCatalogue(
  db: Database,
  { version = -1, cardPayments = false, legal = {} }: CatalogueOptions & { version?: number } = {},
): Promise<Catalogue> {
  const [settingRows, menuRows, categoryRows, itemRows, offerRows, switchRows] = await Promise.all([
    db.select().from(settings),
    db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id)),
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    db.select().from(items).orderBy(asc(items.sort), asc(items.id)),
    db.select().from(offers).orderBy(asc(offers.id)),
    db.select().from(kitchenSwitches).orderBy(asc(kitchenSwitches.key)),
  ]);
  const rows = {
    settings: settingRows,
    menus: menuRows,
    categories: categoryRows,
    items: itemRows,
    offers: offerRows,
    switches: switchRows,
  };
  return new Catalogue(version, rows, { cardPayments, legal });
}

interface CatalogueCache {
  /** The snapshot for the catalogue as the database holds it now. */
  current(): Promise<Catalogue>;
}

/** A cache that can also be handed a version read by another statement (`at`). */
export interface VersionedCatalogueCache extends CatalogueCache {
  /**
   * The snapshot for `version`, the `catalogue_version` a statement of the caller's own has just
   * read (null: the row is missing), so that it costs no statement of its own.
   */
  at(version: number | null): Promise<Catalogue>;
}

/**
 * The catalogue version, as a statement's column: a statement that reads it along with its own
 * rows spares the request the version's round trip (`catalogueOfRequest(…).at`).
 */
export const catalogueVersionColumn = sql`(select ${catalogueVersion.version} from ${catalogueVersion}
  where ${catalogueVersion.id} = 1)`;

// Asked on every request: a named statement, built and planned once per connection.
// A bigint: PostgreSQL's driver answers it as a string, PGlite's as a number.
const readVersion = preparedStatement<{ version: number | string }>(
  'catalogue_version',
  sql`select ${catalogueVersion.version} as version from ${catalogueVersion}
      where ${catalogueVersion.id} = 1`,
);

/** Keeps the last snapshot; concurrent requests that find it stale share one reload. */
export function createCatalogueCache(
  db: Database,
  options: CatalogueOptions = {},
): VersionedCatalogueCache {
  let snapshot: Catalogue | null = null;
  let loading: { version: number; promise: Promise<Catalogue> } | null = null;
  return {
    async current() {
      const [row] = await readVersion(db, {});
      return this.at(row ? Number(row.version) : null);
    },
    async at(version) {
      // Without its version row (deleted by hand) nothing says when to read again: never cache.
      if (version === null) return loadCatalogue(db, options);
      if (snapshot?.version === version) return snapshot;
      if (loading?.version !== version) {
        const promise = loadCatalogue(db, { ...options, version });
        loading = { version, promise };
        promise.then(
          (loaded) => {
            if (loading?.promise === promise) loading = null;
            // A newer version may have been asked for meanwhile; keep the newest reading.
            if (!snapshot || loaded.version >= snapshot.version) snapshot = loaded;
          },
          () => {
            if (loading?.promise === promise) loading = null;
          },
        );
      }
      return loading.promise;
    },
  };
}

const ofRequests = new WeakMap<CatalogueCache, WeakMap<Request, Promise<Catalogue>>>();

/**
 * `cache` as one request sees it: the snapshot read once, at its first use, for every part of the
 * request that asks (the limiter's settings, pricing), as PGlite runs one statement at a time for
 * every diner. `at(version)` fixes it at a version the request's own statement read along
 * (`catalogueVersionColumn`), so an order's first statement also tells which catalogue prices it.
 */
export function catalogueOfRequest(
  cache: VersionedCatalogueCache,
  request: Request,
): VersionedCatalogueCache {
  let requests = ofRequests.get(cache);
  if (!requests) ofRequests.set(cache, (requests = new WeakMap()));
  const memo = requests;
  return {
    current() {
      let read = memo.get(request);
      if (!read) {
        read = cache.current();
        memo.set(request, read);
      }
      return read;
    },
    at(version) {
      const read = cache.at(version);
      memo.set(request, read);
      return read;
    },
  };
}
