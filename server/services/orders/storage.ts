/**
 * Storing a priced order once per `local_id`, no order twice
 * (docs/contract.md#idempotency-of-orders, docs/adr/0007), whatever the number of replays.
 *
 * Rules chosen where the spec is silent:
 * - Idempotency: INSERT … ON CONFLICT (local_id) DO NOTHING, then a SELECT of the winner. The same
 *   payload (hashed without `transaction_id` and `payment_method`: the card step fills the first
 *   later, and a diner whose card failed may switch to cash) gives the same order id; another
 *   payload under the same local_id is a 409. The method is settled by PUT /checkout.
 * - The mails of a new order (`newOrderMails`) are queued with its insert, in the same statement.
 * - A slot with a capacity (capacity.ts) is counted and the order inserted in one statement that
 *   holds the slot's lock from before the count until the order is committed (the SQL function
 *   `order_refusal` of migration 0008, called by the insert); a full slot is a French 409, unless
 *   the order is a replay of one already stored there (its id answers). A once-per-customer
 *   coupon (coupon-use.ts) is checked in the same way under its own locks, taken first: an
 *   earlier use is the French 422 pricing gives, so two racing orders by one customer never both
 *   use it. One round trip either way, as for any other order, which takes no lock.
 * - `created_at` is the API's clock (`deps.now()`), which the hold of a card order is read on.
 * - A new order is written with the hash of its order key (ownership.ts), derived from the id
 *   drawn for it: the key PUT must show exists from the insert on.
 */
import { createHash } from 'node:crypto';
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import { ASAP, type OrderPayload } from '@/lib/api/checkout';
import type { Deps } from '../../context';
import { catalogueVersionColumn } from '../catalogue';
import { preparedStatement, type Database } from '../../db/client';
import { orderItemOptions, orderItems, orderStatusHistory, orders, outbox } from '../../db/schema';
import { logQueuedMail, newOrderMails } from '../mail';
import { holdSince, slotLockKey, type Slot } from './capacity';
import { couponLockKeys, type UsedBy } from './coupon-use';
import { ORDER_MESSAGES, reject } from './messages';
import { orderKeyHash, type OrderKeys } from './ownership';
import type { PricedOrder } from './pricing';

/**
 * The fingerprint of a payload for replays: everything but how it is paid (the card provider's
 * state, and the method: a diner whose card failed may retry the same order in cash).
 */
function payloadHash(payload: OrderPayload): string {
  const content: Partial<OrderPayload> = { ...payload };
  delete content.transaction_id;
  delete content.payment_method;
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

export interface StoredOrder {
  orderId: number;
  /** False when an earlier identical request had already stored it. */
  created: boolean;
  /** A new order's key, whose hash was stored with it (ownership.ts); a replay derives it again. */
  orderKey?: string;
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
  'keyHash',
  'couponCode',
  'deliveryDate',
  'deliveryTimeRange',
  'scheduledFor',
  'freeItems',
  'appliedOfferIds',
  'transaction',
  'createdAt',
] as const satisfies readonly (keyof OrderRow)[];
type NewOrder = Pick<OrderRow, (typeof NEW_ORDER_KEYS)[number]>;

/** Order ids drawn from the sequence per round trip, kept by the process until used. */
const ID_BLOCK = 8;

const drawOrderIds = preparedStatement<{ id: number }>(
  'draw_order_ids',
  sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id
      from generate_series(1, ${sql.raw(String(ID_BLOCK))})`,
);

const spareIds = new WeakMap<Database, number[]>();

/**
 * A new order's id. Drawn eight at a time, as a sequence's CACHE does per session: one round trip
 * in eight instead of one per order (on PGlite, which runs one statement at a time, every
 * statement of an order costs every diner waiting). The price is that of a cached sequence: ids
 * a process drew and did not use are skipped when it stops, and two API processes hand out
 * interleaved numbers (docs/adr/0012).
 */
async function nextOrderId(db: Database): Promise<number> {
  let spare = spareIds.get(db);
  if (!spare?.length) {
    const drawn = (await drawOrderIds(db, {})).map((row) => Number(row.id));
    spare = [...(spareIds.get(db) ?? []), ...drawn].sort((a, b) => a - b);
    spareIds.set(db, spare);
  }
  return spare.shift()!;
}

const orderColumns = sql.join(
  NEW_ORDER_KEYS.map((key) => sql.identifier(orders[key].name)),
  sql`, `,
);

/**
 * Under the order's locks, why it may not be stored, or null (migration 0008): its keys as a JSON
 * array, then its coupon's use and its slot, each null when it has none.
 */
const refusal = sql`order_refusal(
  array(select k from jsonb_array_elements_text(${sql.placeholder('locks')}::jsonb)
    with ordinality as lock(k, n) order by n),
  ${sql.placeholder('coupon')}, ${sql.placeholder('email')}, ${sql.placeholder('userId')}::integer,
  ${sql.placeholder('localId')}, ${sql.placeholder('pickup')}::boolean,
  ${sql.placeholder('start')}::timestamptz, ${sql.placeholder('capacity')}::integer,
  ${sql.placeholder('since')}::timestamptz)`;

/**
 * The whole order in one statement: the order (nothing else when its local_id is taken, or when
 * `guarded` and `order_refusal` refuses it), its lines with ids drawn here so that their options
 * know them, the options, the first status and the mails of a new order (`newOrderMails`).
 * Values: the order, the lines (each with its `options`) and the mails, as JSON under their SQL
 * column names, and for a guarded insert the values of `refusal`. Answers one row: the new
 * order's id (null when nothing was written) and the refusal (null unguarded).
 */
function insertOrderQuery(guarded: boolean): SQL {
  const order = sql.placeholder('order');
  const lines = sql.placeholder('lines');
  const mails = sql.placeholder('mails');
  return sql`
    with ${guarded ? sql`guard as (select ${refusal} as refusal),` : sql``} new_order as (
      insert into ${orders} (${orderColumns}) overriding system value
      select ${orderColumns}
      from jsonb_populate_record(null::${orders}, ${order}::jsonb)
      ${guarded ? sql`where (select refusal from guard) is null` : sql``}
      on conflict (${sql.identifier(orders.localId.name)}) do nothing
      returning id
    ), line_rows as (
      select nextval(pg_get_serial_sequence('order_items', 'id'))::int as id, line
      from jsonb_array_elements(${lines}::jsonb) as line
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
      from new_order, jsonb_to_recordset(${mails}::jsonb)
        as m("to" text, subject text, text text, reference text)
    )
    select (select id from new_order) as id,
      ${guarded ? sql`(select refusal from guard)` : sql`null::text`} as refusal
  `;
}

interface Inserted {
  id: number | null;
  refusal: 'full' | UsedBy | null;
}

const insertOrder = preparedStatement<Inserted>('insert_order', insertOrderQuery(false));
const insertGuardedOrder = preparedStatement<Inserted>(
  'insert_guarded_order',
  insertOrderQuery(true),
);

/** The values of `refusal`: the coupon's locks before the slot's, as the rule wants. */
function guardValues(
  priced: Pick<PricedOrder, 'couponUse' | 'capacity'>,
  slot: Slot,
  localId: string,
  now: Date,
) {
  const use = priced.couponUse;
  const counts = priced.capacity !== null;
  return {
    locks: JSON.stringify([
      ...(use ? couponLockKeys(use) : []),
      ...(counts ? [slotLockKey(slot)] : []),
    ]),
    coupon: use?.code ?? null,
    email: use?.email ?? null,
    userId: use?.userId ?? null,
    localId,
    pickup: counts ? String(slot.isPickup) : null,
    start: counts ? slot.startsAt.toISOString() : null,
    capacity: priced.capacity,
    since: holdSince(now).toISOString(),
  };
}

/**
 * Stores a priced order once per local_id, in one round trip or two: its id is drawn first (the
 * confirmation mail names it; `nextOrderId`), then one statement writes everything, atomic without
 * BEGIN and COMMIT: `insertOrder`, or `insertGuardedOrder` under the locks of a slot with a
 * capacity or a once-per-customer coupon. When the local_id is taken (a replay, or a racing copy
 * that committed first) it writes nothing, and the stored order answers if its payload is the
 * same.
 */
export async function storeOrder(
  { db, mailLog, now: clock }: Pick<Deps, 'db' | 'mailLog' | 'now'>,
  payload: OrderPayload,
  priced: PricedOrder,
  keys: OrderKeys,
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
  const now = clock();
  const id = await nextOrderId(db);
  const orderKey = keys(id, payload.local_id);
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
    // The route checked the session of a named user (routes/checkout.ts).
    userId: payload.user_id,
    customer: { ...person, location: payload.is_pickup ? null : address },
    payloadHash: hash,
    keyHash: orderKeyHash(orderKey),
    couponCode: priced.couponCode,
    // An ASAP order is for now: a date sent along with it means nothing and is not kept.
    deliveryDate: date.delivery_time_range === ASAP ? '' : date.delivery_date,
    deliveryTimeRange: date.delivery_time_range,
    scheduledFor: priced.instant,
    freeItems: totals.freeItems.map(({ offerId, itemId, quantity }) => ({
      offerId,
      itemId,
      quantity,
    })),
    appliedOfferIds: totals.appliedOfferIds,
    transaction: payload.transaction_id,
    createdAt: now,
  };
  const lines = priced.lines.map((line) => ({
    itemId: line.itemId,
    quantity: line.quantity,
    name: line.name,
    note: line.note,
    unitPriceCents: priced.mode === 'pickup' ? line.pickupPriceCents : line.deliveryPriceCents,
    options: line.options,
  }));
  const mails = newOrderMails({ order, lines }, priced.restaurant, priced.itemName);
  const values = {
    order: JSON.stringify(sqlRow(orders, order)),
    lines: JSON.stringify(
      lines.map(({ options, ...line }) => ({
        ...sqlRow(orderItems, line),
        options: options.map((option) => sqlRow(orderItemOptions, option)),
      })),
    ),
    mails: JSON.stringify(mails),
  };
  const slot = { isPickup: payload.is_pickup, startsAt: priced.instant };
  const [inserted] =
    priced.capacity === null && priced.couponUse === null
      ? await insertOrder(db, values)
      : await insertGuardedOrder(db, {
          ...values,
          ...guardValues(priced, slot, payload.local_id, now),
        });
  if (inserted.refusal !== null) {
    // A replay of an order stored before the slot filled up (or the coupon was used) answers.
    const replay = await storedUnder(db, payload.local_id, hash);
    if (replay !== null) return { orderId: replay, created: false };
    return inserted.refusal === 'full'
      ? reject(409, ORDER_MESSAGES.slotFull)
      : reject(422, ORDER_MESSAGES.couponUsed(inserted.refusal));
  }
  if (inserted.id !== null) {
    for (const mail of mails) logQueuedMail(mailLog, mail);
    return { orderId: id, created: true, orderKey };
  }
  // The local_id was taken: by this very order (a replay) or by another payload.
  const existing = await storedUnder(db, payload.local_id, hash);
  return { orderId: existing ?? reject(409, ORDER_MESSAGES.replayMismatch), created: false };
}

const orderUnder = preparedStatement<StoredUnder>(
  'order_under_local_id',
  sql`select ${orders.id} as id, ${orders.payloadHash} as hash, ${orders.keyHash} as "keyHash"
      from ${orders} where ${orders.localId} = ${sql.placeholder('localId')}`,
);

/** What is stored under a local_id: the order's id, its payload's hash and its key's hash. */
export interface StoredUnder {
  id: number;
  hash: string;
  keyHash: string | null;
}

const orderArrival = preparedStatement<StoredUnder & { version: number | string | null }>(
  'order_arrival',
  sql`select ${catalogueVersionColumn} as version, ${orders.id} as id,
        ${orders.payloadHash} as hash, ${orders.keyHash} as "keyHash"
      from (select 1) as arrival
      left join ${orders} on ${orders.localId} = ${sql.placeholder('localId')}`,
);

/** What a new request under `localId` learns in one statement (`arrivalOf`). */
export interface Arrival {
  /** The `catalogue_version` now, to price by (services/catalogue.ts); null if its row is gone. */
  version: number | null;
  /** The order already stored under the local_id, if any. */
  earlier: StoredUnder | null;
}

/**
 * The first statement of `POST /checkout/`: whether an order is stored under `localId` already
 * (a replay) and the catalogue version, read together: one round trip instead of two for every
 * order (the version is a bigint, a string from PostgreSQL's driver and a number from PGlite's).
 */
export async function arrivalOf(db: Database, localId: string): Promise<Arrival> {
  const [{ version, ...stored }] = await orderArrival(db, { localId });
  return {
    version: version === null ? null : Number(version),
    earlier: stored.id === null ? null : stored,
  };
}

/** The order stored under `localId`, if any: one indexed lookup. */
async function orderUnderLocalId(db: Database, localId: string): Promise<StoredUnder | null> {
  const [existing] = await orderUnder(db, { localId });
  return existing ?? null;
}

/**
 * A replay of `stored` (ADR 7): its id when `payload` is the very payload it was stored for,
 * answered as it was even if prices or hours changed since; a 409 for another payload.
 */
export function replayOf(stored: StoredUnder, payload: OrderPayload): number {
  return sameOrder(stored, payloadHash(payload));
}

/** `stored`'s id when it was stored for the payload hashed `hash`; else the 409. */
function sameOrder(stored: StoredUnder, hash: string): number {
  if (stored.hash !== hash) reject(409, ORDER_MESSAGES.replayMismatch);
  return stored.id;
}

/** The order stored under `localId`, or null; a 409 when it was stored for another payload. */
async function storedUnder(db: Database, localId: string, hash: string): Promise<number | null> {
  const existing = await orderUnderLocalId(db, localId);
  return existing ? sameOrder(existing, hash) : null;
}

/** The order already stored under this local_id, if the payload is the same (a cheap replay). */
export function findReplay(db: Database, payload: OrderPayload): Promise<number | null> {
  return storedUnder(db, payload.local_id, payloadHash(payload));
}
