/**
 * Builders for the checkout-offers, pricing and delivery tests: plain lines and offers with
 * explicit fields, and lines and offers of the demo restaurant (server/db/seed) as realistic cases.
 */
import type { Offer } from '@/lib/api/schemas';
import type { CartLine, CartOption } from '@/lib/domain/cart-types';
import { CATEGORIES, ITEMS } from '@/server/db/seed/catalogue';
import { OFFERS } from '@/server/db/seed/offers';
import { toWireOffer } from '@/server/services/offers';

export const PARIS = 'Europe/Paris';

/** An offer active all week, all day, automatic, for both modes, covering the whole cart. */
export function offer(fields: Partial<Offer> = {}): Offer {
  return {
    id: 100,
    name: 'Offre',
    description: '',
    is_active: true,
    active_times: {
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      start: '00:00',
      end: '24:00',
    },
    auto_apply: 'Yes',
    allow_repeat: false,
    delivery_pickup: 'both',
    minimum_amount: 0,
    menus: [],
    categories: [],
    items: [],
    type: 'percentage',
    value: 0,
    once_per_customer: false,
    ...fields,
  };
}

/** A weekly time window for `offer({ active_times })`. */
export const weekly = (days: Offer['active_times']['days'], start: string, end: string) => ({
  days,
  start,
  end,
});

/** The demo offers in their wire shape, as the API sends them. */
export const SEED_OFFERS: Offer[] = OFFERS.map((row) =>
  toWireOffer({
    code: null,
    description: '',
    isActive: true,
    autoApply: false,
    allowRepeat: false,
    deliveryPickup: 'both',
    minimumAmountCents: 0,
    menus: [],
    categories: [],
    items: [],
    valueHundredths: 0,
    oncePerCustomer: false,
    ...row,
  }),
);

export function seedOffer(id: number): Offer {
  const found = SEED_OFFERS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no demo offer ${id}`);
  return found;
}

export const FREE_DELIVERY_30 = 1;
export const TUESDAY_TENDERS_BOGO = 2;
export const BUCKETS_10_PERCENT = 3;
export const BIENVENUE5 = 4;
export const DESSERT_OFFERT = 5;

/** A plain line: item 1 of category 1 in menu 1 at 10 € pickup, 11 € delivery. */
export function line(fields: Partial<CartLine> = {}): CartLine {
  return {
    lineId: 'l1',
    itemId: 1,
    menuId: 1,
    categoryId: 1,
    name: 'Article',
    quantity: 1,
    pickupPriceCents: 1000,
    deliveryPriceCents: 1100,
    taxRate: null,
    options: [],
    note: '',
    ...fields,
  };
}

export function option(fields: Partial<CartOption> = {}): CartOption {
  return {
    groupId: 1,
    optionId: 101,
    name: 'Option',
    priceCents: 0,
    quantity: 1,
    taxRate: null,
    ...fields,
  };
}

/** A line of the demo catalogue, with options given as [choice id, quantity]. */
export function seedLine(itemId: number, quantity = 1, choices: [number, number][] = []): CartLine {
  const item = ITEMS.find((candidate) => candidate.id === itemId);
  if (!item) throw new Error(`no demo item ${itemId}`);
  const menuId = CATEGORIES.find((category) => category.id === item.categoryId)?.menuId ?? 0;
  const options = choices.map(([choiceId, count]) => {
    const group = item.options.find((g) => g.choices.some((c) => c.id === choiceId));
    const choice = group?.choices.find((c) => c.id === choiceId);
    if (!group || !choice) throw new Error(`no choice ${choiceId} on item ${itemId}`);
    return option({
      groupId: group.id,
      optionId: choice.id,
      name: choice.name,
      priceCents: choice.priceCents,
      quantity: count,
    });
  });
  return {
    lineId: `${itemId}:${choices.map((c) => c.join('x')).join(',')}`,
    itemId,
    menuId,
    categoryId: item.categoryId,
    name: item.name,
    quantity,
    pickupPriceCents: item.pricePickupCents,
    deliveryPriceCents: item.priceDeliveryCents,
    taxRate: item.taxRate,
    options,
    note: '',
  };
}
