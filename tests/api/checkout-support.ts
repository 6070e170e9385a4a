/**
 * Checkout test helpers: a payload priced the way the storefront prices it (lib/domain over the
 * API's own answers), and a fake Stripe HTTP server answering the real PaymentIntent JSON shape.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { OrderPayloadInput } from '@/lib/api/checkout';
import { menusResponseSchema, type Item } from '@/lib/api/schemas';
import { DEFAULT_TAX } from '@/lib/domain/cart-types';
import { deliveryFeeCents } from '@/lib/domain/delivery';
import { toCartLine } from '@/lib/domain/item-options';
import { toEuros } from '@/lib/domain/money';
import { priceCart } from '@/lib/domain/pricing';
import { orders } from '@/server/db/schema';
import { findCoupon, listAutomaticOffers } from '@/server/services/offers';
import { distanceAnswer, restaurantSettings } from '@/server/services/locations';
import { createOfflineGeocoder } from '@/server/services/geocoding/offline';
import type { Suite } from './support';

export const NEAR = { address: '2 Rue Paul Bourget', postal_code: '38000', city: 'Grenoble' };
export const FAR = { address: '1 Rue Porte des Pallaches', postal_code: '38340', city: 'Voreppe' };

export interface LineWish {
  item_id: number;
  quantity: number;
  options?: { group_id: number; option_id: number; quantity: number }[];
  note?: string;
}

export interface Wish {
  lines: LineWish[];
  pickup?: boolean;
  coupon?: string;
  address?: typeof NEAR;
  date?: string;
  range?: string;
  /** Instant the figures are computed for (default: the suite's clock, i.e. ASAP). */
  instant?: Date;
  payment?: 'cash' | 'card';
}

async function menuItems(suite: Suite): Promise<Item[]> {
  const res = await suite.app.request('/v2/public/menus');
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

export async function findItem(suite: Suite, id: number): Promise<Item> {
  const item = (await menuItems(suite)).find((i) => i.item_id === id);
  if (!item) throw new Error(`no item ${id}`);
  return item;
}

/** A valid order payload, figures computed with lib/domain as the storefront does. */
export async function payloadFor(suite: Suite, wish: Wish): Promise<OrderPayloadInput> {
  const all = await menuItems(suite);
  const pickup = wish.pickup ?? true;
  const mode = pickup ? 'pickup' : 'delivery';
  const instant = wish.instant ?? suite.now;
  const lines = wish.lines.map((w) => {
    const item = all.find((i) => i.item_id === w.item_id);
    if (!item) throw new Error(`no item ${w.item_id}`);
    const selection: Record<number, Record<number, number>> = {};
    for (const o of w.options ?? [])
      selection[o.group_id] = { ...selection[o.group_id], [o.option_id]: o.quantity };
    return toCartLine(item, selection, w.quantity, w.note ?? '');
  });
  const timeZone = 'Europe/Paris';
  const offers = await listAutomaticOffers(suite.db, instant, timeZone);
  const coupon = wish.coupon ? await findCoupon(suite.db, wish.coupon) : null;
  const base = { lines, mode, offers, coupon, tax: DEFAULT_TAX, instant, timeZone } as const;
  let totals = priceCart({ ...base, deliveryFeeCents: 0 });
  const address = wish.address ?? NEAR;
  if (!pickup) {
    const settings = await restaurantSettings(suite.db);
    const found = await createOfflineGeocoder().resolve(
      `${address.address}, ${address.postal_code} ${address.city}`,
    );
    if (!found) throw new Error('address not in the dataset');
    const { distance, zone } = distanceAnswer(found, settings);
    const fee = deliveryFeeCents({
      settings: settings.features.delivery,
      mode,
      subtotalCents: totals.subtotal,
      zone,
      distance,
    });
    totals = priceCart({ ...base, deliveryFeeCents: fee.ok ? fee.feeCents : 0 });
  }
  return {
    local_id: randomUUID(),
    items: wish.lines.map((w) => ({
      item_id: w.item_id,
      quantity: w.quantity,
      note: w.note ?? '',
      options: w.options ?? [],
    })),
    free_items: totals.freeItems.map((f) => ({
      item_id: f.itemId,
      quantity: f.quantity,
      offer_id: f.offerId,
    })),
    is_pickup: pickup,
    subtotal: toEuros(totals.subtotal),
    discount: toEuros(totals.discount),
    delivery: toEuros(totals.delivery),
    tax: toEuros(totals.tax),
    total: toEuros(totals.total),
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

export async function countOrders(suite: Suite, localId: string): Promise<number> {
  const rows = await suite.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.localId, localId));
  return rows.length;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: 'eur';
  status: 'succeeded' | 'requires_payment_method' | 'processing';
  client_secret: string;
  customer: string | null;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  requests: { method: string; path: string; auth: string | undefined }[];
  customers: Map<string, Record<string, unknown>>;
  add(amount: number, status: FakeIntent['status'], localId?: string): FakeIntent;
  close(): Promise<void>;
}

/**
 * A local Stripe look-alike with a bearer key: GET and POST (update) /v1/payment_intents/:id,
 * POST /v1/payment_intents and /v1/customers, form-encoded like Stripe.
 */
export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const requests: FakeStripe['requests'] = [];
  const customers = new Map<string, Record<string, unknown>>();
  let n = 0;
  const newIntent = (
    amount: number,
    status: FakeIntent['status'],
    metadata: Record<string, string>,
    customer: string | null = null,
  ) => {
    n += 1;
    const id = `pi_test_${n}_${randomUUID().slice(0, 8)}`;
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency: 'eur',
      status,
      client_secret: `${id}_secret_x`,
      customer,
      metadata,
    };
    intents.set(id, intent);
    return intent;
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        auth: req.headers.authorization,
      });
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
      }
      const form = new URLSearchParams(raw);
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const m = /^metadata\[(.+)\]$/.exec(key);
        if (m) metadata[m[1]] = value;
      }
      const missing = () =>
        reply(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      if (req.method === 'POST' && req.url === '/v1/customers') {
        const id = `cus_test_${customers.size + 1}`;
        const customer = {
          id,
          object: 'customer',
          email: form.get('email'),
          name: form.get('name'),
          phone: form.get('phone'),
        };
        customers.set(id, customer);
        return reply(200, customer);
      }
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        if (
          form.get('currency') !== 'eur' ||
          form.get('automatic_payment_methods[enabled]') !== 'true'
        ) {
          return reply(400, { error: { type: 'invalid_request_error' } });
        }
        return reply(
          200,
          newIntent(
            Number(form.get('amount')),
            'requires_payment_method',
            metadata,
            form.get('customer'),
          ),
        );
      }
      const match = /^\/v1\/payment_intents\/([^/?]+)$/.exec(req.url ?? '');
      const intent = match ? intents.get(decodeURIComponent(match[1])) : undefined;
      if (!intent) return missing();
      if (req.method === 'POST') {
        if (form.has('amount')) intent.amount = Number(form.get('amount'));
        Object.assign(intent.metadata, metadata);
      }
      reply(200, intent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    customers,
    add: (amount, status, localId) =>
      newIntent(amount, status, localId ? { local_id: localId } : {}),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
