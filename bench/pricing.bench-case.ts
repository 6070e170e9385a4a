/**
 * Micro-benchmark case "pricing of a 50-line cart" (figures in bench/RESULTS.md): a delivery order
 * of 50 demo catalogue lines with options, priced against 6 offers active at the instant (all five
 * types, a coupon among them), tax inclusive. `npm run bench` times the returned thunk.
 */
import type { Offer } from '@/lib/api/schemas';
import { DEFAULT_TAX, type CartLine } from '@/lib/domain/cart-types';
import { priceCart, type CartTotals } from '@/lib/domain/pricing';
import { CATEGORIES, ITEMS } from '@/server/db/seed/catalogue';
import { offer } from '@/tests/unit/domain-cart-fixtures';

// Tuesday 2026-06-02 at 20:00 in Paris: every offer below is within its hours.
const INSTANT = new Date('2026-06-02T18:00:00Z');
const ALL_WEEK: Offer['active_times']['days'] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

// The unit tests' offer builder (active all week, automatic, both modes), named by id and
// allowed to repeat.
const benchOffer = (id: number, fields: Partial<Offer>) =>
  offer({ id, name: `Offre ${id}`, allow_repeat: true, ...fields });

const OFFERS: Offer[] = [
  benchOffer(1, { type: 'free_delivery', delivery_pickup: 'delivery', minimum_amount: 30 }),
  benchOffer(2, {
    type: 'buy_one_get_one',
    active_times: { days: ['tue'], start: '00:00', end: '24:00' },
    items: [8, 9, 10],
  }),
  benchOffer(3, { type: 'percentage', value: 10, categories: [3] }),
  benchOffer(4, { type: 'percentage', value: 5, menus: [1] }),
  benchOffer(5, {
    type: 'free_item',
    items: [40, 41],
    active_times: { days: ALL_WEEK, start: '18:00', end: '24:00' },
  }),
];
const COUPON = benchOffer(6, {
  type: 'fixed_amount',
  value: 5,
  auto_apply: 'No',
  minimum_amount: 20,
});

/** Line i of the cart: a catalogue item in turn, with its first option group's priciest choice. */
function benchLine(i: number): CartLine {
  const item = ITEMS[i % ITEMS.length];
  const group = item.options[0];
  const choice = group?.choices.reduce((a, b) => (b.priceCents > a.priceCents ? b : a));
  return {
    lineId: `line-${i}`,
    itemId: item.id,
    menuId: CATEGORIES.find((c) => c.id === item.categoryId)?.menuId ?? 1,
    categoryId: item.categoryId,
    name: item.name,
    quantity: 1 + (i % 3),
    pickupPriceCents: item.pricePickupCents,
    deliveryPriceCents: item.priceDeliveryCents,
    taxRate: item.taxRate,
    options: choice
      ? [
          {
            groupId: group.id,
            optionId: choice.id,
            name: choice.name,
            priceCents: choice.priceCents,
            quantity: 1,
            taxRate: i % 5 === 0 ? 20 : null,
          },
        ]
      : [],
    note: '',
  };
}

/** Builds the 50-line cart once and returns a thunk that prices it. */
export function pricingCase(): () => CartTotals {
  const lines = Array.from({ length: 50 }, (_, i) => benchLine(i));
  return () =>
    priceCart({
      lines,
      mode: 'delivery',
      offers: OFFERS,
      coupon: COUPON,
      deliveryFeeCents: 350,
      tax: DEFAULT_TAX,
      instant: INSTANT,
      timeZone: 'Europe/Paris',
    });
}
