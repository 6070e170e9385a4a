/**
 * The order confirmation mail, in French, an itemised receipt (receipt.ts), queued in the `outbox`
 * table in the same transaction as the change it reports (with the kitchen's copy from
 * kitchen-mail.ts), one per order and kind.
 * With SMTP_URL set, mail-sender.ts delivers it; without, `GET /__dev/mail` lists it. Logs name
 * the reference and subject only (docs/adr/0008-mail-outbox-and-smtp-sender.md).
 */
import { desc, eq } from 'drizzle-orm';
import type { RestaurantSettings } from '@/lib/api/schemas';
import type { Database } from '../db/client';
import { orders, outbox } from '../db/schema';
import { kitchenMail } from './kitchen-mail';
import type { ConfirmationFacts, ItemName, Mail, OutboxMail } from './mail-facts';
import { addressLine, greeting, quoted } from './mail-text';
import { linesOf } from './orders/lines';
import { receiptLines, type ReceiptRestaurant } from './receipt';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The facts of a stored order, read back from the database (the server's figures). */
async function storedFacts(
  db: Database,
  orderId: number,
): Promise<(ConfirmationFacts & { order: { localId: string } }) | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  return { order, lines: await linesOf(db, [orderId]) };
}

/** The address of an order's own page with its key (Deps.orderLink). */
export type OrderLink = (orderId: number, localId: string) => string;

function orderConfirmation(
  facts: ConfirmationFacts,
  restaurant: ReceiptRestaurant,
  itemName: ItemName | undefined,
  link: string,
): Mail {
  const { order } = facts;
  const { contacts } = restaurant;
  const customer = order.customer;
  const location = (customer.location ?? null) as Record<string, unknown> | null;
  const when =
    order.deliveryTimeRange === 'asap'
      ? 'dès que possible'
      : `le ${order.deliveryDate.split('-').reverse().join('/')}, créneau ${order.deliveryTimeRange.replace('-', ' – ')}`;
  const body: string[] = [
    greeting(customer.first_name),
    '',
    `Merci pour votre commande n° ${order.id} chez ${contacts.name}.`,
    order.isPickup || !location
      ? `Retrait au restaurant (${contacts.address}), ${when}.`
      : `Livraison à l’adresse indiquée : ${quoted(addressLine(location))}, ${when}.`,
    '',
    `Suivre votre commande : ${link}`,
    '',
    ...receiptLines(facts, restaurant, itemName),
    '',
    `À très vite,`,
    contacts.name,
    ...(contacts.phone ? [contacts.phone] : []),
  ];
  return {
    to: text(customer.email),
    subject: `Votre commande n° ${order.id} chez ${contacts.name}`,
    text: body.join('\n'),
  };
}

/**
 * Queues the mails of an order just settled (call it inside the transaction that changed it),
 * from what the database holds: the diner's confirmation and the kitchen's settled mail, each
 * once whatever the calls. A new order's mails go with its insert instead (`newOrderMails`).
 */
export async function queueSettledMails(
  db: Database,
  orderId: number,
  restaurant: RestaurantSettings,
  itemName: ItemName,
  log: MailLog | undefined,
  orderLink: OrderLink,
): Promise<void> {
  const facts = await storedFacts(db, orderId);
  if (!facts) return;
  const link = orderLink(facts.order.id, facts.order.localId);
  const mails = [
    confirmationMail(facts, restaurant, itemName, link),
    kitchenMail(facts, restaurant, 'settled', itemName),
  ];
  for (const mail of mails) {
    if (!mail) continue;
    const rows = await db
      .insert(outbox)
      .values(mail)
      .onConflictDoNothing({ target: outbox.reference })
      .returning({ id: outbox.id });
    if (rows.length > 0) logQueuedMail(log, mail);
  }
}

/** The outbox row of an order's confirmation; null when the diner left no address. */
function confirmationMail(
  facts: ConfirmationFacts,
  restaurant: ReceiptRestaurant,
  itemName: ItemName | undefined,
  link: string,
): OutboxMail | null {
  const mail = orderConfirmation(facts, restaurant, itemName, link);
  if (mail.to === '') return null;
  return { ...mail, reference: `order:${facts.order.id}:confirmation` };
}

/**
 * The outbox rows queued with a new order's insert (orders/storage.ts): a cash order is confirmed
 * to the diner now, a card order once it is settled (queueSettledMails); the kitchen hears of
 * every order now. `itemName` names the gifts the order's lines do not (kitchen-mail.ts).
 */
export function newOrderMails(
  facts: ConfirmationFacts,
  restaurant: RestaurantSettings,
  link: string,
  itemName?: ItemName,
): OutboxMail[] {
  const confirmation =
    facts.order.paymentMethod === 'cash'
      ? confirmationMail(facts, restaurant, itemName, link)
      : null;
  const kitchen = kitchenMail(facts, restaurant, 'new', itemName);
  return [confirmation, kitchen].filter((mail) => mail !== null);
}

/**
 * Queues one mail in the outbox (inside the caller's transaction when `db` is one). Account mails
 * go this way (services/auth/mails.ts): their reference names the user, never the address.
 */
export async function queueMail(
  db: Database,
  mail: OutboxMail,
  log: MailLog | undefined,
): Promise<void> {
  await db.insert(outbox).values(mail);
  logQueuedMail(log, mail);
}

/** Where queued mail is announced (console.info in the API without SMTP; none in tests). */
export type MailLog = (line: string) => void;

/** Announces a queued mail by its reference (which names the order) and its subject. */
export function logQueuedMail(
  log: MailLog | undefined,
  mail: Pick<Mail, 'subject'> & { reference: string },
) {
  log?.(`[mail] ${mail.reference} en attente dans l’outbox : ${mail.subject}`);
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
