/**
 * The kitchen mail: every order as the restaurant reads it at a glance in a busy kitchen, in
 * French, to `orders_email` (else `contacts.email`), through the outbox one per event (new, paid,
 * cash) and never twice, each line with its allergens as sold (mail-lines.ts). What the diner
 * typed is quoted on one line per field (mail-text.ts).
 * The events and the wording: docs/adr/0020-ordering-ahead-slot-capacity-and-the-kitchen-mail.md.
 */
import type { RestaurantSettings } from '@/lib/api/schemas';
import { formatPlainPrice } from '@/lib/domain/money';
import type { Catalogue } from './catalogue';
import type { ConfirmationFacts, ItemName, OutboxMail } from './mail-facts';
import { DETAIL, giftName, kitchenAllergenLines } from './mail-lines';
import { addressLine, oneLine, quoted } from './mail-text';
import { lineCents } from './orders/lines';

/** The mail with an order's insert, or the one when it is paid or switched to cash (settled). */
export type KitchenKind = 'new' | 'settled';

type Order = ConfirmationFacts['order'];

/** What the kitchen must do about the money. */
type Payment = 'collect' | 'awaited' | 'paid';

function paymentOf(order: Order): Payment {
  if (order.status === 'paid') return 'paid';
  return order.paymentMethod === 'card' ? 'awaited' : 'collect';
}

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** « jeudi 26 novembre » and « 11:30 – 12:00 » of a scheduled order; null when it does not read. */
function slotOf(order: Order): { day: string; range: string } | 'asap' | null {
  if (order.deliveryTimeRange === 'asap' || order.deliveryTimeRange === '') return 'asap';
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(order.deliveryDate);
  const range = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(order.deliveryTimeRange);
  if (!date || !range) return null;
  // A calendar day: noon UTC of that date names it whatever the zone.
  const day = new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]), 12));
  return { day: dayFormat.format(day), range: `${range[1]} – ${range[2]}` };
}

/** When the order is for: [in the body, in the subject]. */
function whenOf(order: Order): [string, string] {
  const slot = slotOf(order);
  if (slot === 'asap') return ['Dès que possible', 'dès que possible'];
  // The server only stores valid slots; should one not read, the kitchen is told to look.
  if (!slot) return ['Créneau à vérifier', 'créneau à vérifier'];
  return [`${slot.day}, créneau ${slot.range}`, `${slot.day}, ${slot.range}`];
}

const where = (order: Order) => (order.isPickup ? 'au retrait' : 'à la livraison');

/** The first line and the start of the subject. */
function headline(order: Order, kind: KitchenKind): string {
  if (kind === 'new') return `Nouvelle commande n° ${order.id}`;
  const payment = paymentOf(order);
  if (payment === 'paid') return `Commande n° ${order.id} payée par carte`;
  if (payment === 'collect') return `Commande n° ${order.id} à encaisser ${where(order)}`;
  return `Commande n° ${order.id}`;
}

/** What the kitchen does now, right under the headline. */
function instructions(order: Order, kind: KitchenKind): string[] {
  const payment = paymentOf(order);
  if (payment === 'awaited') {
    return [
      '*** PAIEMENT PAR CARTE EN ATTENTE : NE PAS PRÉPARER ***',
      'Attendez le mail qui confirme le paiement avant de préparer cette commande.',
    ];
  }
  if (kind === 'new') return [];
  if (payment === 'paid') return ['Payée par carte, rien à encaisser : à préparer.'];
  return [`Le paiement par carte n’a pas abouti : le client paiera ${where(order)}. À préparer.`];
}

function paymentLine(order: Order): string {
  const payment = paymentOf(order);
  if (payment === 'paid') return 'Paiement : Payée par carte.';
  if (payment === 'awaited') return 'Paiement : par carte, EN ATTENTE (pas encore payée).';
  return `Paiement : À encaisser ${where(order)} (${formatPlainPrice(order.totalCents)}).`;
}

function customerLines(order: Order): string[] {
  const customer = order.customer;
  const name = quoted(`${oneLine(customer.first_name)} ${oneLine(customer.last_name)}`);
  const lines = [
    `Client : ${name || 'non communiqué'}`,
    `Téléphone : ${oneLine(customer.phone) || 'non communiqué'}`,
    ...(oneLine(customer.email) ? [`E-mail : ${oneLine(customer.email)}`] : []),
  ];
  if (order.isPickup) return lines;
  const address = quoted(addressLine(customer.location));
  return [...lines, `Adresse de livraison : ${address || 'non communiquée'}`];
}

/** Every line with its options, allergens and note, then the gifts with their allergens. */
function itemLines({ order, lines }: ConfirmationFacts, itemName: ItemName | undefined): string[] {
  const body: string[] = [];
  for (const line of lines) {
    body.push(`${line.quantity} × ${oneLine(line.name)} : ${formatPlainPrice(lineCents(line))}`);
    for (const option of line.options) {
      const count = option.quantity > 1 ? `${option.quantity} × ` : '';
      body.push(`${DETAIL}+ ${count}${oneLine(option.name)}`);
    }
    body.push(...kitchenAllergenLines(line.allergens));
    const note = quoted(line.note);
    if (note) body.push(`${DETAIL}Note du client : ${note}`);
  }
  for (const gift of order.freeItems) {
    body.push(`${gift.quantity} × ${oneLine(giftName(gift, lines, itemName))} : offert`);
    body.push(...kitchenAllergenLines(gift.allergens));
  }
  return body;
}

function totalLines(order: Order): string[] {
  return [
    `Sous-total : ${formatPlainPrice(order.subtotalCents)}`,
    ...(order.discountCents > 0 ? [`Remise : −${formatPlainPrice(order.discountCents)}`] : []),
    ...(order.isPickup ? [] : [`Livraison : ${formatPlainPrice(order.deliveryCents)}`]),
    `Total : ${formatPlainPrice(order.totalCents)}`,
    `TVA incluse : ${formatPlainPrice(order.taxCents)}`,
  ];
}

/**
 * The kitchen mail of an order, or null when the restaurant has no address for it. `facts` are
 * the order as it stands (a settled mail is built from the row after its update).
 */
export function kitchenMail(
  facts: ConfirmationFacts,
  restaurant: Pick<RestaurantSettings, 'orders_email' | 'contacts'>,
  kind: KitchenKind,
  itemName?: ItemName,
): OutboxMail | null {
  const to = (restaurant.orders_email || restaurant.contacts.email).trim();
  if (to === '') return null;
  const { order } = facts;
  const mode = order.isPickup ? 'À emporter' : 'Livraison';
  const [when, whenShort] = whenOf(order);
  const title = headline(order, kind);
  const warning = paymentOf(order) === 'awaited' ? ['carte en attente, ne pas préparer'] : [];
  const body = [
    title,
    `${mode} — ${when}`,
    ...instructions(order, kind),
    '',
    ...customerLines(order),
    '',
    ...itemLines(facts, itemName),
    '',
    ...totalLines(order),
    '',
    paymentLine(order),
  ];
  return {
    to,
    subject: [title, mode, whenShort, ...warning].join(' — '),
    text: body.join('\n'),
    reference: `order:${order.id}:kitchen:${kind === 'new' ? 'new' : order.status === 'paid' ? 'paid' : 'cash'}`,
  };
}

// The names do not depend on the instant: it only sets `menu_is_open`.
const ANY_INSTANT = new Date(0);

/** Item names read from a catalogue snapshot, looked up once the first gift asks. */
export function catalogueItemNames(catalogue: Catalogue): ItemName {
  let names: Map<number, string> | undefined;
  return (itemId) => {
    names ??= new Map(
      catalogue
        .menus(ANY_INSTANT)
        .flatMap((menu) => menu.categories.flatMap((category) => category.items))
        .map((item) => [item.item_id, item.item_name]),
    );
    return names.get(itemId);
  };
}
