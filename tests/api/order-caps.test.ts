/**
 * The limits of one order (docs/product.md#order-limits): the seed's 800 € and 120 items, refused
 * in French with the restaurant's phone, at the boundary. The clock is Monday 2026-06-01 12:00 in
 * Paris: pickup ASAP from La Carte, no offer on burgers, tenders x9, drinks or fries.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { orderCreatedSchema } from '@/lib/api/checkout';
import { errorBodySchema, type RestaurantSettings } from '@/lib/api/schemas';
import { settings } from '@/server/db/schema';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import { useAuthSuite } from './auth-support';
import type { Figures } from '../support/order-payload';
import { countOrders, payloadFor, type LineWish } from './checkout-support';
import { backends, postJson, type Suite } from './support';

const URL_ = '/v2/public/checkout/';
const CALL_US = 'Pour une commande plus importante, appelez le restaurant au 04 65 71 12 34.';
/** The group separator of French amounts in API messages (formatPlainPrice): a narrow no-break space. */
const NNBSP = '\u202f';

/** 50 tenders x9 at 12,50 € and 50 citronnades at 3,50 €: 625,00 + 175,00 = 800,00 €, 100 items. */
const EIGHT_HUNDRED: LineWish[] = [
  { item_id: 10, quantity: 50 },
  { item_id: 38, quantity: 50 },
];
/** VAT included at 10 %: 62 500 × 10/110 = 5 681,8 → 5 682 and 17 500 × 10/110 = 1 590,9 → 1 591 cents. */
const EIGHT_HUNDRED_FIGURES: Figures = {
  subtotal: 800,
  discount: 0,
  delivery: 0,
  tax: 72.73,
  total: 800,
};
/** Sweet potato fries at 3,90 €, `count` of them over lines of 50 at most. */
const fries = (count: number): LineWish[] =>
  Array.from({ length: Math.ceil(count / 50) }, (_, i) => ({
    item_id: 30,
    quantity: Math.min(50, count - i * 50),
  }));

async function setLimits(suite: Suite, patch: Partial<RestaurantSettings['orders']>) {
  await suite.db
    .update(settings)
    .set({ value: { ...RESTAURANT.orders, ...patch } })
    .where(eq(settings.name, 'orders'));
}

async function setPhone(suite: Suite, phone: string) {
  await suite.db
    .update(settings)
    .set({ value: { ...RESTAURANT.contacts, phone } })
    .where(eq(settings.name, 'contacts'));
}

describe.each(backends)('order limits on $name', (backend) => {
  const suite = useAuthSuite(backend);
  afterEach(async () => {
    await setLimits(suite, {});
    await setPhone(suite, RESTAURANT.contacts.phone);
  });

  const post = (body: unknown) => suite.app.request(URL_, postJson(body));
  async function accepted(body: unknown) {
    const res = await post(body);
    const json: unknown = await res.json();
    expect(res.status, JSON.stringify(json)).toBe(200);
    return orderCreatedSchema.parse(json).payload.order_id;
  }
  async function refused(body: { local_id: string }): Promise<string> {
    const res = await post(body);
    const json = errorBodySchema.parse(await res.json());
    expect(res.status, json.data.message).toBe(422);
    expect(await countOrders(suite, body.local_id)).toBe(0);
    return json.data.message;
  }

  it('accepts an order of exactly the maximum total, 800,00 €', async () => {
    await accepted(
      await payloadFor(suite, { lines: EIGHT_HUNDRED, figures: EIGHT_HUNDRED_FIGURES }),
    );
  });

  it('refuses it one cent over the maximum, naming the limit and the phone', async () => {
    await setLimits(suite, { max_total: 799.99 });
    const body = await payloadFor(suite, { lines: EIGHT_HUNDRED, figures: EIGHT_HUNDRED_FIGURES });
    expect(await refused(body)).toBe(
      `Une commande en ligne ne peut pas dépasser 799,99 € (celle-ci fait 800,00 €). ${CALL_US}`,
    );
  });

  it('refuses a large order far past the total before comparing the figures', async () => {
    // 100 tenders x9 × 12,50 € = 1 250,00 €; the figures sent are a cent's worth.
    const body = await payloadFor(suite, {
      lines: [
        { item_id: 10, quantity: 50 },
        { item_id: 10, quantity: 50 },
      ],
      figures: { subtotal: 0.01, discount: 0, delivery: 0, tax: 0, total: 0.01 },
    });
    expect(await refused(body)).toBe(
      `Une commande en ligne ne peut pas dépasser 800,00 € (celle-ci fait 1${NNBSP}250,00 €). ${CALL_US}`,
    );
  });

  it('accepts exactly 120 items and refuses 121', async () => {
    // 120 × 3,90 € = 468,00 €: within the total.
    await accepted(await payloadFor(suite, { lines: fries(120) }));
    expect(await refused(await payloadFor(suite, { lines: fries(121) }))).toBe(
      `Une commande en ligne compte 120 articles au plus (celle-ci en compte 121). ${CALL_US}`,
    );
  });

  it('names the total first when both limits are passed', async () => {
    await setLimits(suite, { max_total: 100, max_items: 10 });
    // 11 × 12,50 € = 137,50 €.
    const body = await payloadFor(suite, { lines: [{ item_id: 10, quantity: 11 }] });
    expect(await refused(body)).toBe(
      `Une commande en ligne ne peut pas dépasser 100,00 € (celle-ci fait 137,50 €). ${CALL_US}`,
    );
  });

  it('asks for a call without a number when the restaurant has no phone', async () => {
    await setPhone(suite, '');
    expect(await refused(await payloadFor(suite, { lines: fries(121) }))).toBe(
      'Une commande en ligne compte 120 articles au plus (celle-ci en compte 121). Pour une commande plus importante, appelez le restaurant.',
    );
  });

  it('takes any size when the restaurant sets no limit (null)', async () => {
    await setLimits(suite, { max_total: null, max_items: null });
    await accepted(await payloadFor(suite, { lines: fries(150) }));
  });

  it('still answers a replay of an order stored before the limit was lowered', async () => {
    const body = await payloadFor(suite, { lines: fries(20) });
    const id = await accepted(body);
    await setLimits(suite, { max_items: 10 });
    expect(await accepted(body)).toBe(id);
  });
});
