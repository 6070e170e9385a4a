/**
 * Orders (ARCHITECTURE.md §5): the server prices every order again with lib/domain from its own
 * menus, offers, coupon and settings, at the time the order is for, and refuses (422, in French)
 * whatever does not match; then stores it once per `local_id`, whatever the number of replays.
 *
 * Rules chosen where the spec is silent:
 * - The order is checked and priced for the instant it is for: the start of the chosen slot, or
 *   the clock for "asap". Offers and the coupon must be active at that instant.
 * - The delivery address is geocoded by the server ("address, postal_code city"); coordinates the
 *   client sends are never used. An address the geocoder cannot resolve is refused.
 * - The client's `free_items` are informative: the server stores the gifts it computed.
 * - Idempotency: INSERT … ON CONFLICT (local_id) DO NOTHING, then a SELECT of the winner. The same
 *   payload (hashed without `transaction_id` and `payment_method`: the card step fills the first
 *   later, and a diner whose card failed may switch to cash) gives the same order id; another
 *   payload under the same local_id is a 409. The method is settled by PUT /checkout.
 */
import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, sql, type Table } from 'drizzle-orm';
import type { OrderPayload, OrderUpdate } from '@/lib/api/checkout';
import { ASAP } from '@/lib/api/checkout';
import type { Item, Menu, Offer, RestaurantSettings } from '@/lib/api/schemas';
import { unavailableCartItems } from '@/lib/domain/availability';
import type { CartLine, OrderMode } from '@/lib/domain/cart-types';
import { DEFAULT_TAX } from '@/lib/domain/cart-types';
import { isOfferActiveAt } from '@/lib/domain/checkout-offers';
import { canAdvanceFromType, deliveryFeeCents } from '@/lib/domain/delivery';
import { selectionErrors, toCartLine, type Selection } from '@/lib/domain/item-options';
import { formatPlainPrice, toCents } from '@/lib/domain/money';
import { priceCart, type CartTotals } from '@/lib/domain/pricing';
import { findSlot } from '@/lib/domain/slots';
import type { Deps } from '../context';
import { preparedStatement, type Database } from '../db/client';
import { orderItemOptions, orderItems, orderStatusHistory, orders, outbox } from '../db/schema';
import { isStripeConfigured } from '../env';
import type { Catalogue } from './catalogue';
import { confirmationMail, logQueuedMail, queueOrderConfirmation } from './mail';
import { GeocoderUnavailableError } from './geocoding';
import { distanceAnswer } from './locations';
import {
  PaymentProviderError,
  type PaymentIntent,
  type PaymentProvider,
  type WebhookEvent,
} from './payments';

/** A refusal with its HTTP status and French reason; nothing has been stored. */
export class OrderRejection extends Error {
  constructor(
    readonly status: 404 | 409 | 422 | 502,
    message: string,
  ) {
    super(message);
    this.name = 'OrderRejection';
  }
}

const reject = (status: OrderRejection['status'], message: string): never => {
  throw new OrderRejection(status, message);
};

export const ORDER_MESSAGES = {
  unknownItem: (id: number) => `L’article n° ${id} n’existe pas à la carte.`,
  badSelection: (name: string, detail: string) =>
    `Choix d’options invalide pour « ${name} » : ${detail}.`,
  unavailable: (names: string[]) =>
    `Ces articles ne sont pas disponibles à l’heure choisie : ${names.join(', ')}. Choisissez un autre créneau ou retirez-les.`,
  asapClosed: 'Aucune carte n’est ouverte en ce moment : choisissez un créneau.',
  noDate: 'Indiquez la date du créneau choisi.',
  closedSlot: (date: string, range: string) =>
    `Le créneau du ${date} à ${range} n’est pas (ou plus) proposé : choisissez-en un autre.`,
  deliveryInactive: 'La livraison n’est pas proposée en ce moment.',
  addressNotFound: 'Adresse de livraison introuvable : choisissez-la parmi les suggestions.',
  geocoderDown:
    'La vérification de l’adresse est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  tooFar: 'L’adresse est trop éloignée du restaurant pour être livrée.',
  noZone: 'Cette adresse n’est dans aucune zone de livraison.',
  belowMinimum: (minimum: number, missing: number) =>
    `Le minimum de commande en livraison est de ${formatPlainPrice(minimum)} : il manque ${formatPlainPrice(missing)}.`,
  invalidCoupon: 'Code promo invalide ou expiré.',
  couponNotNow: 'Ce code promo n’est pas valable à l’heure de la commande.',
  cashOff: 'Le paiement à la livraison n’est pas proposé : choisissez la carte.',
  cardOff: 'Le paiement par carte n’est pas proposé en ce moment.',
  figure: (label: string, sent: number, expected: number) =>
    `Le montant « ${label} » envoyé (${formatPlainPrice(sent)}) ne correspond pas au calcul du restaurant (${formatPlainPrice(expected)}). Actualisez votre panier.`,
  replayMismatch:
    'Cette commande (local_id) a déjà été enregistrée avec un autre contenu : créez une nouvelle commande.',
  orderNotFound: 'Commande introuvable.',
  noIntent:
    'Aucun paiement n’est associé à cette commande : le paiement a échoué, veuillez réessayer.',
  intentNotFound: 'Paiement introuvable chez le prestataire.',
  intentNotSucceeded:
    'Le paiement n’est pas confirmé par le prestataire : la commande reste en attente.',
  intentAmount: 'Le montant payé ne correspond pas au total de la commande.',
  intentUsed: 'Ce paiement a déjà servi à régler une autre commande.',
  intentOtherOrder: 'Ce paiement a été préparé pour une autre commande.',
  amountMismatch: (sent: number, expected: number) =>
    `Le montant à payer envoyé (${formatPlainPrice(sent)}) ne correspond pas au total de la commande (${formatPlainPrice(expected)}).`,
  cardOnly: 'Un paiement par carte se prépare pour une commande payée par carte.',
  alreadyPaid: 'Cette commande est déjà payée.',
  badSignature: 'Signature du webhook invalide.',
  providerDown:
    'Le prestataire de paiement est momentanément injoignable. Veuillez réessayer dans quelques instants.',
} as const;

const GROUP_ERRORS: Record<string, string> = {
  belowMin: 'pas assez de choix',
  aboveMax: 'trop de choix',
  aboveMaxQuantity: 'quantité d’une option trop élevée',
  invalidQuantity: 'quantité d’option invalide',
  unknownOption: 'option inconnue',
};

export interface PricedOrder {
  /** The restaurant as the order was priced (its name and address go in the confirmation). */
  restaurant: RestaurantSettings;
  mode: OrderMode;
  lines: CartLine[];
  totals: CartTotals;
  instant: Date;
  couponCode: string | null;
}

function findItem(menus: readonly Menu[], itemId: number): Item | undefined {
  for (const menu of menus) {
    for (const category of menu.categories) {
      const item = category.items.find((candidate) => candidate.item_id === itemId);
      if (item) return item;
    }
  }
  return undefined;
}

function toLines(menus: readonly Menu[], payload: OrderPayload): CartLine[] {
  return payload.items.map((wanted) => {
    const item =
      findItem(menus, wanted.item_id) ?? reject(422, ORDER_MESSAGES.unknownItem(wanted.item_id));
    const selection: Record<number, Record<number, number>> = {};
    for (const option of wanted.options) {
      const group = (selection[option.group_id] ??= {});
      group[option.option_id] = (group[option.option_id] ?? 0) + option.quantity;
    }
    const errors = Object.values(selectionErrors(item, selection as Selection)).flat();
    if (errors.length > 0) {
      const detail = [...new Set(errors.map((e) => GROUP_ERRORS[e.kind]))].join(', ');
      reject(422, ORDER_MESSAGES.badSelection(item.item_name, detail));
    }
    return toCartLine(item, selection, wanted.quantity, wanted.note);
  });
}

/** The instant the order is for: the chosen slot's start, or now for "asap" (SPEC.md §4). */
function orderInstant(
  now: Date,
  payload: OrderPayload,
  menus: readonly Menu[],
  lines: readonly CartLine[],
  mode: OrderMode,
  catalogue: Catalogue,
): Date {
  const { delivery_date: date, delivery_time_range: range } = payload.customer.date;
  if (range === ASAP) return now;
  if (date === '') reject(422, ORDER_MESSAGES.noDate);
  const { scheduling } = catalogue.restaurant();
  const timeZone = catalogue.timeZone;
  const menuIds = new Set(lines.map((line) => line.menuId));
  const slot = findSlot(
    range,
    menus.filter((menu) => menuIds.has(menu.menu_id)),
    { date, mode, settings: scheduling, now, timeZone },
  );
  return slot ? slot.startsAt : reject(422, ORDER_MESSAGES.closedSlot(date, range));
}

async function resolveAddress(deps: Deps, payload: OrderPayload) {
  const { address, postal_code, city } = payload.customer.location;
  try {
    return (
      (await deps.geocoder.resolve(`${address}, ${postal_code} ${city}`)) ??
      (await deps.geocoder.resolve(address))
    );
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) reject(502, ORDER_MESSAGES.geocoderDown);
    throw error;
  }
}

const FIGURES = [
  ['subtotal', 'sous-total'],
  ['discount', 'remise'],
  ['delivery', 'livraison'],
  ['tax', 'TVA'],
  ['total', 'total'],
] as const;

/** Checks and prices an order as the server sees it; throws OrderRejection on any mismatch. */
export async function priceOrder(deps: Deps, payload: OrderPayload): Promise<PricedOrder> {
  const mode: OrderMode = payload.is_pickup ? 'pickup' : 'delivery';
  const catalogue = await deps.catalogue.current();
  const { timeZone } = catalogue;
  const settings = catalogue.restaurant();
  if (payload.payment_method === 'cash' && !settings.payments.cod.active) {
    reject(422, ORDER_MESSAGES.cashOff);
  }
  if (payload.payment_method === 'card' && !isStripeConfigured())
    reject(422, ORDER_MESSAGES.cardOff);

  const now = deps.now();
  const menus = catalogue.menus(now);
  const lines = toLines(menus, payload);
  const instant = orderInstant(now, payload, menus, lines, mode, catalogue);
  const unavailable = unavailableCartItems(lines, menus, instant, timeZone);
  if (unavailable.length > 0) reject(422, ORDER_MESSAGES.unavailable(unavailable));

  let coupon: Offer | null = null;
  if (payload.coupon) {
    coupon = catalogue.coupon(payload.coupon) ?? reject(422, ORDER_MESSAGES.invalidCoupon);
    if (!isOfferActiveAt(coupon, instant, timeZone)) reject(422, ORDER_MESSAGES.couponNotNow);
  }
  const offers = catalogue.automaticOffers(instant);
  const base = { lines, mode, offers, coupon, tax: DEFAULT_TAX, instant, timeZone };
  let totals = priceCart({ ...base, deliveryFeeCents: 0 });

  if (mode === 'delivery') {
    const delivery = settings.features.delivery;
    if (!delivery.active) reject(422, ORDER_MESSAGES.deliveryInactive);
    const address =
      (await resolveAddress(deps, payload)) ?? reject(422, ORDER_MESSAGES.addressNotFound);
    const { distance, zone, too_far } = distanceAnswer(address, settings);
    if (too_far) reject(422, ORDER_MESSAGES.tooFar);
    const advance = canAdvanceFromType({
      settings: delivery,
      mode,
      subtotalCents: totals.subtotal,
      zone,
    });
    if (!advance.ok) {
      if (advance.reason === 'below_minimum') {
        reject(422, ORDER_MESSAGES.belowMinimum(advance.minimumCents, advance.missingCents));
      }
      reject(422, ORDER_MESSAGES.deliveryInactive);
    }
    const fee = deliveryFeeCents({
      settings: delivery,
      mode,
      subtotalCents: totals.subtotal,
      zone,
      distance,
    });
    if (!fee.ok)
      reject(422, fee.reason === 'too_far' ? ORDER_MESSAGES.tooFar : ORDER_MESSAGES.noZone);
    else totals = priceCart({ ...base, deliveryFeeCents: fee.feeCents });
  }

  for (const [key, label] of FIGURES) {
    const sent = toCents(payload[key]);
    if (sent !== totals[key]) reject(422, ORDER_MESSAGES.figure(label, sent, totals[key]));
  }
  return {
    restaurant: settings,
    mode,
    lines,
    totals,
    instant,
    couponCode: coupon ? payload.coupon!.toUpperCase() : null,
  };
}

/**
 * The fingerprint of a payload for replays: everything but how it is paid (the card provider's
 * state, and the method: a diner whose card failed may retry the same order in cash).
 */
export function payloadHash(payload: OrderPayload): string {
  const content: Partial<OrderPayload> = { ...payload };
  delete content.transaction_id;
  delete content.payment_method;
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

export interface StoredOrder {
  orderId: number;
  /** False when an earlier identical request had already stored it. */
  created: boolean;
}

type OrderRow = typeof orders.$inferSelect;

/** A row for `jsonb_populate_record`: the values under their SQL column names. */
function sqlRow<T extends Table>(table: T, values: Partial<T['$inferSelect']>) {
  const columns = getTableColumns(table);
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const column = columns[key];
    if (column) row[column.name] = value;
  }
  return row;
}

/** The columns a new order is written with; the others keep their defaults. */
const NEW_ORDER_KEYS = [
  'id',
  'localId',
  'status',
  'isPickup',
  'paymentMethod',
  'subtotalCents',
  'discountCents',
  'deliveryCents',
  'taxCents',
  'totalCents',
  'userId',
  'customer',
  'payloadHash',
  'couponCode',
  'deliveryDate',
  'deliveryTimeRange',
  'scheduledFor',
  'freeItems',
  'appliedOfferIds',
  'transaction',
] as const satisfies readonly (keyof OrderRow)[];
type NewOrder = Pick<OrderRow, (typeof NEW_ORDER_KEYS)[number]>;

const drawOrderId = preparedStatement<{ id: number }>(
  'draw_order_id',
  sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
);

const orderColumns = sql.join(
  NEW_ORDER_KEYS.map((key) => sql.identifier(orders[key].name)),
  sql`, `,
);

/**
 * The whole order in one statement: the order (nothing else when its local_id is taken), its
 * lines with ids drawn here so that their options know them, the options, the first status and,
 * when there is one, the confirmation mail. Parameters: the order, the lines (each with its
 * `options`) and the mail, as JSON under their SQL column names.
 */
const insertOrder = preparedStatement<{ id: number }>(
  'insert_order',
  sql`
    with new_order as (
      insert into ${orders} (${orderColumns}) overriding system value
      select ${orderColumns}
      from jsonb_populate_record(null::${orders}, ${sql.placeholder('order')}::jsonb)
      on conflict (${sql.identifier(orders.localId.name)}) do nothing
      returning id
    ), line_rows as (
      select nextval(pg_get_serial_sequence('order_items', 'id'))::int as id, line
      from jsonb_array_elements(${sql.placeholder('lines')}::jsonb) as line
      where exists (select from new_order)
    ), new_lines as (
      insert into ${orderItems} (id, order_id, item_id, quantity, name, note, unit_price_cents)
      overriding system value
      select r.id, o.id, x.item_id, x.quantity, x.name, x.note, x.unit_price_cents
      from line_rows r
      cross join new_order o
      cross join lateral jsonb_populate_record(null::${orderItems}, r.line) x
    ), new_options as (
      insert into ${orderItemOptions} (order_item_id, group_id, option_id, name, price_cents, quantity)
      select r.id, x.group_id, x.option_id, x.name, x.price_cents, x.quantity
      from line_rows r
      cross join lateral jsonb_populate_recordset(null::${orderItemOptions}, r.line -> 'options') x
    ), history as (
      insert into ${orderStatusHistory} (order_id, status, note)
      select id, 'pending', 'créée' from new_order
    ), mail as (
      insert into ${outbox} ("to", subject, text, reference)
      select m."to", m.subject, m.text, m.reference
      from new_order, jsonb_to_record(${sql.placeholder('mail')}::jsonb)
        as m("to" text, subject text, text text, reference text)
      where m."to" is not null
    )
    select id from new_order
  `,
);

/**
 * Stores a priced order once per local_id, in two round trips: its id is drawn first (the
 * confirmation mail names it), then `insertOrder` writes everything. One statement is atomic
 * without BEGIN and COMMIT; when the local_id is taken (a replay, or a racing copy that committed
 * first) it writes nothing, and the stored order answers if its payload is the same.
 */
export async function storeOrder(
  db: Database,
  payload: OrderPayload,
  priced: PricedOrder,
): Promise<StoredOrder> {
  const hash = payloadHash(payload);
  const { totals } = priced;
  const { location, date, ...person } = payload.customer;
  // Client coordinates are not kept: the server geocodes the address itself.
  const address = {
    address: location.address,
    city: location.city,
    postal_code: location.postal_code,
    country: location.country,
  };
  const [{ id }] = await drawOrderId(db, {});
  const order: NewOrder = {
    id,
    localId: payload.local_id,
    status: 'pending',
    isPickup: payload.is_pickup,
    paymentMethod: payload.payment_method,
    subtotalCents: totals.subtotal,
    discountCents: totals.discount,
    deliveryCents: totals.delivery,
    taxCents: totals.tax,
    totalCents: totals.total,
    userId: null,
    customer: { ...person, location: payload.is_pickup ? null : address },
    payloadHash: hash,
    couponCode: priced.couponCode,
    deliveryDate: date.delivery_date,
    deliveryTimeRange: date.delivery_time_range,
    scheduledFor: priced.instant,
    freeItems: totals.freeItems.map(({ offerId, itemId, quantity }) => ({
      offerId,
      itemId,
      quantity,
    })),
    appliedOfferIds: totals.appliedOfferIds,
    transaction: payload.transaction_id,
  };
  const lines = priced.lines.map((line) => ({
    itemId: line.itemId,
    quantity: line.quantity,
    name: line.name,
    note: line.note,
    unitPriceCents: priced.mode === 'pickup' ? line.pickupPriceCents : line.deliveryPriceCents,
    options: line.options,
  }));
  // A cash order is confirmed now; a card order once it is paid.
  const mail =
    payload.payment_method === 'cash'
      ? confirmationMail({ order, lines }, priced.restaurant.contacts)
      : null;
  const inserted = await insertOrder(db, {
    order: JSON.stringify(sqlRow(orders, order)),
    lines: JSON.stringify(
      lines.map(({ options, ...line }) => ({
        ...sqlRow(orderItems, line),
        options: options.map((option) => sqlRow(orderItemOptions, option)),
      })),
    ),
    mail: JSON.stringify(mail ?? {}),
  });
  if (inserted.length > 0) {
    if (mail) logQueuedMail(mail);
    return { orderId: id, created: true };
  }
  // The local_id was taken: by this very order (a replay) or by another payload.
  const existing = await storedUnder(db, payload.local_id, hash);
  return { orderId: existing ?? reject(409, ORDER_MESSAGES.replayMismatch), created: false };
}

const orderUnder = preparedStatement<{ id: number; hash: string }>(
  'order_under_local_id',
  sql`select ${orders.id} as id, ${orders.payloadHash} as hash from ${orders}
      where ${orders.localId} = ${sql.placeholder('localId')}`,
);

/** The order stored under `localId`, or null; a 409 when it was stored for another payload. */
async function storedUnder(db: Database, localId: string, hash: string): Promise<number | null> {
  const [existing] = await orderUnder(db, { localId });
  if (!existing) return null;
  if (existing.hash !== hash) reject(409, ORDER_MESSAGES.replayMismatch);
  return existing.id;
}

/** The order already stored under this local_id, if the payload is the same (a cheap replay). */
export function findReplay(db: Database, payload: OrderPayload): Promise<number | null> {
  return storedUnder(db, payload.local_id, payloadHash(payload));
}

export type FinalStatus = 'pending' | 'paid';

type Stores = Pick<Deps, 'db' | 'catalogue'>;

/**
 * Marks a pending order paid by a succeeded intent, once: status, intent id, history and the
 * confirmation mail in one transaction. False when the order was no longer pending (a concurrent
 * request or the webhook got there first). An order the diner had switched to cash is paid by
 * card all the same: the money was taken.
 */
async function markPaid(
  { db, catalogue }: Stores,
  order: OrderRow,
  intentId: string,
  transaction: Record<string, unknown> | null,
  note: string,
): Promise<boolean> {
  const { contacts } = (await catalogue.current()).restaurant();
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({
        status: 'paid',
        paymentMethod: 'card',
        paymentIntentId: intentId,
        ...(transaction ? { transaction } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (rows.length === 0) return false;
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status: 'paid', note });
    await queueOrderConfirmation(tx, order.id, contacts);
    return true;
  });
}

/**
 * Cash finalisation (PUT pending): the order stays pending, to be paid at pickup or delivery. A
 * card order whose payment failed becomes a cash order here when the diner switches to cash, so
 * one attempt stays one order; its confirmation mail goes now (a cash order's went at creation).
 */
async function finaliseCash({ db, catalogue }: Stores, order: OrderRow, update: OrderUpdate) {
  if (order.status !== 'pending') reject(409, ORDER_MESSAGES.alreadyPaid);
  const switching = order.paymentMethod !== 'cash';
  const { payments, contacts } = (await catalogue.current()).restaurant();
  if (switching && !payments.cod.active) reject(422, ORDER_MESSAGES.cashOff);
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ paymentMethod: 'cash', transaction: update.transaction_id, updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (rows.length === 0) reject(409, ORDER_MESSAGES.alreadyPaid);
    if (!switching) return;
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status: 'pending',
      note: 'paiement à la livraison ou au retrait',
    });
    await queueOrderConfirmation(tx, order.id, contacts);
  });
}

/** The intent can pay this order: made for it (metadata), succeeded, for its total in euros. */
function intentProblem(order: OrderRow, intent: PaymentIntent): string | null {
  if (intent.metadata.local_id !== order.localId) return ORDER_MESSAGES.intentOtherOrder;
  if (intent.status !== 'succeeded') return ORDER_MESSAGES.intentNotSucceeded;
  if (intent.amount !== order.totalCents || intent.currency.toLowerCase() !== 'eur') {
    return ORDER_MESSAGES.intentAmount;
  }
  return null;
}

async function intentUsedElsewhere(db: Database, order: OrderRow, intentId: string) {
  const [used] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentIntentId, intentId));
  return used !== undefined && used.id !== order.id;
}

/**
 * Finalises an order (PUT /checkout): 'pending' settles it as cash; 'paid' needs an intent the
 * provider says succeeded, made for this order, for exactly its total.
 */
export async function finaliseOrder(
  stores: Stores,
  provider: PaymentProvider,
  update: OrderUpdate,
): Promise<FinalStatus> {
  const { db } = stores;
  const [order] = await db.select().from(orders).where(eq(orders.id, update.order_id));
  if (!order) return reject(404, ORDER_MESSAGES.orderNotFound);
  if (update.status === 'pending') {
    await finaliseCash(stores, order, update);
    return 'pending';
  }

  const intentId = update.transaction_id.payment_intent_id;
  if (!intentId) return reject(422, ORDER_MESSAGES.noIntent);
  if (order.status === 'paid') {
    if (order.paymentIntentId === intentId) return 'paid';
    reject(409, ORDER_MESSAGES.alreadyPaid);
  }
  const intent = await withProvider(() => provider.retrieveIntent(intentId));
  if (!intent) return reject(422, ORDER_MESSAGES.intentNotFound);
  const problem = intentProblem(order, intent);
  if (problem) reject(problem === ORDER_MESSAGES.intentNotSucceeded ? 409 : 422, problem);
  if (await intentUsedElsewhere(db, order, intentId)) reject(409, ORDER_MESSAGES.intentUsed);

  const paid = await markPaid(
    stores,
    order,
    intentId,
    update.transaction_id,
    `PaymentIntent ${intentId}`,
  );
  if (!paid) {
    // A concurrent request or the webhook won: answer as it did, unless another intent paid it.
    const [now] = await db.select().from(orders).where(eq(orders.id, order.id));
    if (now?.paymentIntentId !== intentId) reject(409, ORDER_MESSAGES.alreadyPaid);
  }
  return 'paid';
}

export type WebhookOutcome = 'paid' | 'already-paid' | 'ignored';

/**
 * A signed `payment_intent.succeeded` from the provider: the order its metadata names is paid,
 * with the same checks as PUT (the event is the provider's word, signed, so no extra call).
 * Anything else is acknowledged and ignored, so the provider does not retry it forever; an
 * intent that does not fit its order is logged for the restaurant to look at.
 */
export async function applyPaymentWebhook(
  stores: Stores,
  event: WebhookEvent,
): Promise<WebhookOutcome> {
  const { db } = stores;
  const intent = event.intent;
  if (event.type !== 'payment_intent.succeeded' || !intent) return 'ignored';
  const localId = intent.metadata.local_id;
  if (!localId) return 'ignored';
  const [order] = await db.select().from(orders).where(eq(orders.localId, localId));
  if (!order) {
    console.warn(`[payments] webhook ${event.id} : aucune commande pour ${localId}`);
    return 'ignored';
  }
  if (order.status === 'paid') return 'already-paid';
  const problem = intentProblem(order, intent);
  if (problem || (await intentUsedElsewhere(db, order, intent.id))) {
    console.warn(
      `[payments] webhook ${event.id} : commande ${order.id} non réglée (${problem ?? ORDER_MESSAGES.intentUsed})`,
    );
    return 'ignored';
  }
  const paid = await markPaid(stores, order, intent.id, null, `webhook ${event.id}`);
  return paid ? 'paid' : 'already-paid';
}

/** Runs a provider call, turning "the provider is down" into a French 502. */
export async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.warn('[payments]', error.message);
    return reject(502, ORDER_MESSAGES.providerDown);
  }
}

const REUSABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * The PaymentIntent of an order being built (POST /checkout/stripe-payment-intent). The amount is
 * bound to the order: the client sends the amount AND the order payload it is for; the server
 * prices that order (the same checks as POST /checkout/, every figure included) and refuses an
 * amount other than its total. The intent carries the order's local_id in its metadata, and PUT
 * accepts it only for that order. A given payment_intent_id is updated when it is still unpaid and
 * belongs to the same order; otherwise a new intent is created.
 */
export async function preparePaymentIntent(
  deps: Deps,
  provider: PaymentProvider,
  request: {
    amount: number;
    customer_id?: string | null;
    payment_intent_id?: string | null;
    order: OrderPayload;
  },
): Promise<PaymentIntent> {
  const { order } = request;
  if (order.payment_method !== 'card') reject(422, ORDER_MESSAGES.cardOnly);
  const [stored] = await deps.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.localId, order.local_id));
  if (stored && stored.status !== 'pending') reject(409, ORDER_MESSAGES.alreadyPaid);
  const priced = await priceOrder(deps, order);
  const amount = toCents(request.amount);
  if (amount !== priced.totals.total)
    reject(422, ORDER_MESSAGES.amountMismatch(amount, priced.totals.total));
  const metadata = { local_id: order.local_id };
  return withProvider(async () => {
    if (request.payment_intent_id) {
      const existing = await provider.retrieveIntent(request.payment_intent_id);
      if (
        existing &&
        existing.metadata.local_id === order.local_id &&
        REUSABLE.has(existing.status)
      ) {
        return existing.amount === amount
          ? existing
          : provider.updateIntent(existing.id, { amount, metadata });
      }
    }
    return provider.createIntent({
      amount,
      currency: 'eur',
      customer: request.customer_id ?? null,
      metadata,
    });
  });
}
