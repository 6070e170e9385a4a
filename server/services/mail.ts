/**
 * The order confirmation mail, in French. Mail goes to the `outbox` table in the same transaction
 * as the order change it reports, so a confirmed order always has its mail and a rolled-back one
 * never does; one mail per order and kind (a unique reference), whatever the replays.
 *
 * With SMTP_URL set, the sender of mail-sender.ts delivers what the outbox holds (sent_at null)
 * once the transaction has committed. Without it the outbox is where mail stays: it is printed to
 * the log (outside tests) and `GET /__dev/mail?to=` lists it (routes/dev-mail.ts).
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { toEuros } from '@/lib/domain/money';
import type { Database } from '../db/client';
import { orderItemOptions, orderItems, orders, outbox } from '../db/schema';
import { restaurantSettings } from './locations';

const euros = (cents: number) =>
  `${toEuros(cents).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The confirmation of a stored order, from what the database holds (the server's figures). */
export async function orderConfirmation(db: Database, orderId: number): Promise<Mail | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const options =
    lines.length === 0
      ? []
      : await db
          .select()
          .from(orderItemOptions)
          .where(
            inArray(
              orderItemOptions.orderItemId,
              lines.map((l) => l.id),
            ),
          )
          .orderBy(asc(orderItemOptions.id));
  const { contacts } = await restaurantSettings(db);
  const customer = order.customer;
  const location = (customer.location ?? null) as Record<string, unknown> | null;

  const body: string[] = [
    `Bonjour ${text(customer.first_name)},`,
    '',
    `Merci pour votre commande n° ${order.id} chez ${contacts.name}.`,
    '',
  ];
  for (const line of lines) {
    const chosen = options.filter((o) => o.orderItemId === line.id);
    const unit = chosen.reduce((sum, o) => sum + o.priceCents * o.quantity, line.unitPriceCents);
    const extras = chosen.map((o) => (o.quantity > 1 ? `${o.quantity} × ${o.name}` : o.name));
    const detail = extras.length > 0 ? ` (${extras.join(', ')})` : '';
    body.push(`${line.quantity} × ${line.name}${detail} : ${euros(unit * line.quantity)}`);
    if (line.note) body.push(`   Note : ${line.note}`);
  }
  for (const gift of order.freeItems)
    body.push(`${gift.quantity} × article offert (n° ${gift.itemId})`);
  body.push(
    '',
    `Sous-total : ${euros(order.subtotalCents)}`,
    ...(order.discountCents > 0 ? [`Remise : −${euros(order.discountCents)}`] : []),
    ...(order.isPickup ? [] : [`Livraison : ${euros(order.deliveryCents)}`]),
    `Total : ${euros(order.totalCents)} (dont TVA ${euros(order.taxCents)})`,
    '',
  );
  const when =
    order.deliveryTimeRange === 'asap'
      ? 'dès que possible'
      : `le ${order.deliveryDate.split('-').reverse().join('/')}, créneau ${order.deliveryTimeRange.replace('-', ' – ')}`;
  body.push(
    order.isPickup || !location
      ? `Retrait au restaurant (${contacts.address}), ${when}.`
      : `Livraison au ${text(location.address)}, ${text(location.postal_code)} ${text(location.city)}, ${when}.`,
    order.paymentMethod === 'card'
      ? 'Paiement : par carte, reçu.'
      : `Paiement : à régler ${order.isPickup ? 'au retrait' : 'à la livraison'}.`,
    '',
    `À très vite,`,
    contacts.name,
    ...(contacts.phone ? [contacts.phone] : []),
  );
  return {
    to: text(customer.email),
    subject: `Votre commande n° ${order.id} chez ${contacts.name}`,
    text: body.join('\n'),
  };
}

/**
 * Queues the confirmation of an order in the outbox (call it inside the order's transaction).
 * A second call for the same order does nothing.
 */
export async function queueOrderConfirmation(db: Database, orderId: number): Promise<void> {
  const mail = await orderConfirmation(db, orderId);
  if (!mail || mail.to === '') return;
  const rows = await db
    .insert(outbox)
    .values({ ...mail, reference: `order:${orderId}:confirmation` })
    .onConflictDoNothing({ target: outbox.reference })
    .returning({ id: outbox.id });
  if (rows.length > 0 && !process.env.SMTP_URL && !process.env.VITEST) {
    console.info(`[mail] à ${mail.to} : ${mail.subject}\n${mail.text}`);
  }
}

/** How many mails `GET /__dev/mail` lists at most: a development aid, not an archive. */
const LISTED_MAILS = 100;

/** The mails of the outbox addressed to `to`, newest first. */
export async function outboxFor(db: Database, to: string) {
  return db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(LISTED_MAILS);
}
