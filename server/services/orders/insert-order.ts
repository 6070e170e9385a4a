/**
 * The one statement that writes a new order (docs/adr/0012): the order, unless its local_id is
 * taken, with its lines, options, first status and mails. Under a slot's capacity or a
 * once-per-customer coupon the guarded form first asks `order_refusal` (migration 0008), which
 * holds their locks from before the count until the order is committed (docs/adr/0030).
 */
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import { preparedStatement } from '../../db/client';
import { orderItemOptions, orderItems, orderStatusHistory, orders, outbox } from '../../db/schema';
import { holdSince, slotLockKey, type Slot } from './capacity';
import { couponLockKeys, type UsedBy } from './coupon-use';
import type { PricedOrder } from './pricing';

type OrderRow = typeof orders.$inferSelect;

/** A row for `jsonb_populate_record`: the values under their SQL column names. */
export function sqlRow<T extends Table>(table: T, values: Partial<T['$inferSelect']>) {
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
  'vatRates',
  'transaction',
  'createdAt',
] as const satisfies readonly (keyof OrderRow)[];
export type NewOrder = Pick<OrderRow, (typeof NEW_ORDER_KEYS)[number]>;

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
      insert into ${orderItems}
        (id, order_id, item_id, quantity, name, note, unit_price_cents, vat_rate, allergens)
      overriding system value
      select r.id, o.id, x.item_id, x.quantity, x.name, x.note, x.unit_price_cents, x.vat_rate,
        x.allergens
      from line_rows r
      cross join new_order o
      cross join lateral jsonb_populate_record(null::${orderItems}, r.line) x
    ), new_options as (
      insert into ${orderItemOptions}
        (order_item_id, group_id, option_id, name, price_cents, quantity, vat_rate)
      select r.id, x.group_id, x.option_id, x.name, x.price_cents, x.quantity, x.vat_rate
      from line_rows r
      cross join lateral jsonb_populate_recordset(null::${orderItemOptions}, r.line -> 'options') x
    ), history as (
      insert into ${orderStatusHistory} (order_id, status, note, actor)
      select id, 'pending', 'créée', 'diner' from new_order
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

export const insertOrder = preparedStatement<Inserted>('insert_order', insertOrderQuery(false));
export const insertGuardedOrder = preparedStatement<Inserted>(
  'insert_guarded_order',
  insertOrderQuery(true),
);

/** The values of `refusal`: the coupon's locks before the slot's, as the rule wants. */
export function guardValues(
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
