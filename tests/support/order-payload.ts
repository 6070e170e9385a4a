/**
 * Valid order payloads for POST /v2/public/checkout/, shared by the API tests and the order
 * benchmark (no vitest). A price test passes figures worked out by hand (`Wish.figures`), which the
 * API must agree with; without them the figures are computed with lib/domain over the API's own
 * answers, as the storefront computes them.
 */
import { randomUUID } from 'node:crypto';
import type { OrderPayloadInput } from '@/lib/api/checkout';
import { menusResponseSchema, type Item } from '@/lib/api/schemas';
import type { OrderMode } from '@/lib/domain/cart-types';
import { toCartLine } from '@/lib/domain/item-options';
import { toEuros } from '@/lib/domain/money';
import { quoteCart, type QuoteInput } from '@/lib/domain/quote';
import { slotDates, timeSlots } from '@/lib/domain/slots';
import type { Database } from '@/server/db/client';
import { loadCatalogue } from '@/server/services/catalogue';
import { distanceAnswer } from '@/server/services/locations';
import { createOfflineGeocoder } from '@/server/services/geocoding/offline';

/** What a payload is priced against: the API (in-process), its database and its clock. */
export interface OrderContext {
  app: { request(url: string): Response | Promise<Response> };
  db: Database;
  now: Date;
}

const NEAR = { address: '2 Rue Paul Bourget', postal_code: '38000', city: 'Grenoble' };
export const FAR = { address: '1 Rue Porte des Pallaches', postal_code: '38340', city: 'Voreppe' };

export interface LineWish {
  item_id: number;
  quantity: number;
  options?: { group_id: number; option_id: number; quantity: number }[];
  note?: string;
}

/** An order's figures in euros, as the payload carries them. */
export interface Figures {
  subtotal: number;
  discount: number;
  delivery: number;
  tax: number;
  total: number;
  /** What offers give for free (default: nothing). */
  free_items?: OrderPayloadInput['free_items'];
}

export interface Wish {
  lines: LineWish[];
  /** The figures worked out by hand; without them, computed with lib/domain. */
  figures?: Figures;
  pickup?: boolean;
  coupon?: string;
  address?: typeof NEAR;
  date?: string;
  range?: string;
  /** Instant the figures are computed for (default: the context's clock, i.e. ASAP). */
  instant?: Date;
  payment?: 'cash' | 'card';
}

async function menuItems(ctx: OrderContext): Promise<Item[]> {
  const res = await ctx.app.request('/v2/public/menus');
  const menus = menusResponseSchema.parse(await res.json()).payload;
  return menus.flatMap((m) => m.categories.flatMap((c) => c.items));
}

/** The first `min` choices of every required group: a selection the item accepts. */
export function requiredOptions(item: Item) {
  return item.options.flatMap((group) =>
    group.option_options
      .slice(0, group.min)
      .map((o) => ({ group_id: group.id, option_id: o.id, quantity: 1 })),
  );
}

export async function findItem(ctx: OrderContext, id: number): Promise<Item> {
  const item = (await menuItems(ctx)).find((i) => i.item_id === id);
  if (!item) throw new Error(`no item ${id}`);
  return item;
}

/** The slots the date picker offers for `itemId` on each of the coming `days` days, today first. */
export async function slotsByDay(ctx: OrderContext, itemId: number, mode: OrderMode, days: number) {
  const item = await findItem(ctx, itemId);
  const res = await ctx.app.request('/v2/public/menus');
  const menus = menusResponseSchema
    .parse(await res.json())
    .payload.filter((menu) => menu.menu_id === item.item_menu_id);
  const catalogue = await loadCatalogue(ctx.db);
  const { timeZone } = catalogue;
  const { scheduling } = catalogue.restaurant();
  return slotDates(ctx.now, timeZone, days).map(({ date, daysAhead }) => ({
    date,
    daysAhead,
    slots: timeSlots(menus, { date, mode, settings: scheduling, now: ctx.now, timeZone }),
  }));
}

/**
 * The first slot for `itemId` on a day after today: for an API running on the real clock (the
 * cluster), an order for it is valid whatever the hour.
 */
export async function nextSlot(ctx: OrderContext, itemId: number, mode: OrderMode) {
  for (const { date, daysAhead, slots } of await slotsByDay(ctx, itemId, mode, 8)) {
    if (daysAhead > 0 && slots[0])
      return { date, range: slots[0].value, instant: slots[0].startsAt };
  }
  throw new Error(`no ${mode} slot in the coming week for item ${itemId}`);
}

/** A valid order payload: the wish's figures, or figures computed as the storefront does. */
export async function payloadFor(ctx: OrderContext, wish: Wish): Promise<OrderPayloadInput> {
  const pickup = wish.pickup ?? true;
  const address = wish.address ?? NEAR;
  const { free_items = [], ...figures } = wish.figures ?? (await quotedFigures(ctx, wish));
  return {
    local_id: randomUUID(),
    items: wish.lines.map((w) => ({
      item_id: w.item_id,
      quantity: w.quantity,
      note: w.note ?? '',
      options: w.options ?? [],
    })),
    free_items,
    is_pickup: pickup,
    ...figures,
    ...(wish.coupon ? { coupon: wish.coupon } : {}),
    payment_method: wish.payment ?? 'cash',
    transaction_id: { client_secret: null, customer_id: null, payment_intent_id: null },
    user_id: null,
    status: 'pending',
    customer: {
      first_name: 'Camille',
      last_name: 'Durand',
      email: 'camille.durand@example.fr',
      phone: '06 12 34 56 78',
      location: pickup
        ? { address: '', city: '', postal_code: '', country: 'France' }
        : { ...address, country: 'France' },
      date: { delivery_date: wish.date ?? '', delivery_time_range: wish.range ?? 'asap' },
    },
  };
}

/** The wish's figures computed with lib/domain over the API's answers, as the storefront does. */
async function quotedFigures(ctx: OrderContext, wish: Wish): Promise<Figures> {
  const all = await menuItems(ctx);
  const pickup = wish.pickup ?? true;
  const mode = pickup ? 'pickup' : 'delivery';
  const instant = wish.instant ?? ctx.now;
  const lines = wish.lines.map((w) => {
    const item = all.find((i) => i.item_id === w.item_id);
    if (!item) throw new Error(`no item ${w.item_id}`);
    const selection: Record<number, Record<number, number>> = {};
    for (const o of w.options ?? [])
      selection[o.group_id] = { ...selection[o.group_id], [o.option_id]: o.quantity };
    return toCartLine(item, selection, w.quantity, w.note ?? '');
  });
  const catalogue = await loadCatalogue(ctx.db);
  const settings = catalogue.restaurant();
  const offers = catalogue.automaticOffers(instant);
  const coupon = wish.coupon ? catalogue.coupon(wish.coupon) : null;
  const address = wish.address ?? NEAR;
  let located: Pick<QuoteInput, 'zone' | 'distance'> = { zone: null, distance: null };
  if (!pickup) {
    const found = await createOfflineGeocoder().resolve(
      `${address.address}, ${address.postal_code} ${address.city}`,
    );
    if (!found) throw new Error('address not in the dataset');
    const { distance, zone } = distanceAnswer(found, settings);
    located = { distance, zone };
  }
  const { totals } = quoteCart({ lines, mode, offers, coupon, settings, ...located, instant });
  return {
    subtotal: toEuros(totals.subtotal),
    discount: toEuros(totals.discount),
    delivery: toEuros(totals.delivery),
    tax: toEuros(totals.tax),
    total: toEuros(totals.total),
    free_items: totals.freeItems.map((f) => ({
      item_id: f.itemId,
      quantity: f.quantity,
      offer_id: f.offerId,
    })),
  };
}
