/**
 * The diner's receipt (« note »), the body of the confirmation mail: the restaurant's legal
 * identity, when it was ordered, each line with its unit price, VAT rate and allergens as sold,
 * the totals and the VAT by rate as the order stored them, and the payment. Plain text, one fact
 * a line, for a phone's proportional font (docs/adr/0036-the-receipt-and-the-legal-identity.md).
 */
import type { RestaurantSettings } from '@/lib/api/schemas';
import { formatPlainPrice } from '@/lib/domain/money';
import type { ConfirmationFacts, ItemName } from './mail-facts';
import { DETAIL, dinerAllergenLines, giftName } from './mail-lines';
import { oneLine, quoted } from './mail-text';
import { lineCents } from './orders/lines';

type Order = ConfirmationFacts['order'];
type Line = ConfirmationFacts['lines'][number];
export type ReceiptRestaurant = Pick<RestaurantSettings, 'contacts' | 'legal' | 'timezone'>;

const rateFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** 550 (hundredths of a percent) → « 5,5 % ». */
const formatRate = (rate: number) => `${rateFormat.format(rate / 100)} %`;

/** « lundi 1 juin 2026 à 12:00 », on the restaurant's clock. */
function orderedAt(instant: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
  const time = new Intl.DateTimeFormat('fr-FR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return `${day.format(instant)} à ${time.format(instant)}`;
}

/** Who sells (the legal identity, else the contacts) and when it was ordered. */
function identityLines(order: Order, { contacts, legal, timezone }: ReceiptRestaurant): string[] {
  const siret = oneLine(legal.siret);
  const vatNumber = oneLine(legal.vat_number);
  return [
    `Reçu de la commande n° ${order.id}`,
    oneLine(legal.company) || oneLine(contacts.name),
    ...[oneLine(legal.address) || oneLine(contacts.address)].filter((line) => line !== ''),
    ...(siret ? [`SIRET : ${siret}`] : []),
    ...(vatNumber ? [`N° de TVA intracommunautaire : ${vatNumber}`] : []),
    `Commande du ${orderedAt(order.createdAt, timezone)}`,
  ];
}

/** « + Miel-moutarde (+0,50 €) », the option's rate said when it is not its line's. */
function optionLine(option: Line['options'][number], lineRate: number | null): string {
  const count = option.quantity > 1 ? `${option.quantity} × ` : '';
  const cents = option.priceCents * option.quantity;
  const ownRate = option.vatRate !== null && option.vatRate !== lineRate;
  const detail = [
    ...(cents > 0 ? [`+${formatPlainPrice(cents)}`] : []),
    ...(cents > 0 && ownRate ? [`TVA ${formatRate(option.vatRate!)}`] : []),
  ];
  return `${DETAIL}+ ${count}${oneLine(option.name)}${detail.length > 0 ? ` (${detail.join(', ')})` : ''}`;
}

function lineBlock(line: Line, phone: string): string[] {
  const unit = lineCents({ ...line, quantity: 1 });
  const rate = line.vatRate === null ? '' : ` · TVA ${formatRate(line.vatRate)}`;
  const note = quoted(line.note);
  return [
    `${line.quantity} × ${oneLine(line.name)} : ${formatPlainPrice(lineCents(line))}`,
    ...line.options.map((option) => optionLine(option, line.vatRate)),
    `${DETAIL}Prix unitaire : ${formatPlainPrice(unit)}${rate}`,
    ...dinerAllergenLines(line.allergens, phone),
    ...(note ? [`${DETAIL}Votre note : ${note}`] : []),
  ];
}

/** The VAT by rate, shown only when it adds up to the order's stored figures. */
function rateLines(order: Order): string[] {
  const rates = order.vatRates;
  const sum = (pick: (rate: (typeof rates)[number]) => number) =>
    rates.reduce((total, rate) => total + pick(rate), 0);
  const holds =
    sum((r) => r.vat) === order.taxCents &&
    sum((r) => r.ttc) === order.totalCents &&
    rates.every((r) => r.ht + r.vat === r.ttc);
  if (!holds) return [];
  return rates.map(
    (r) =>
      `TVA ${formatRate(r.rate)} sur ${formatPlainPrice(r.ht)} HT : ${formatPlainPrice(r.vat)}`,
  );
}

function totalLines(order: Order): string[] {
  const delivery = order.deliveryCents > 0 ? formatPlainPrice(order.deliveryCents) : 'offerte';
  return [
    `Sous-total : ${formatPlainPrice(order.subtotalCents)}`,
    ...(order.discountCents > 0 ? [`Remise : −${formatPlainPrice(order.discountCents)}`] : []),
    ...(order.isPickup ? [] : [`Livraison : ${delivery}`]),
    ...rateLines(order),
    `Total HT : ${formatPlainPrice(order.totalCents - order.taxCents)}`,
    `Total TVA : ${formatPlainPrice(order.taxCents)}`,
    `Total TTC : ${formatPlainPrice(order.totalCents)}`,
  ];
}

function paymentLines(order: Order): string[] {
  const total = formatPlainPrice(order.totalCents);
  // A card is authorised at checkout and taken when the restaurant accepts (docs/adr/0046).
  if (order.status === 'paid' && order.paymentState === 'authorised') {
    return [
      'Paiement : par carte, autorisé : débité quand le restaurant accepte la commande.',
      `Réservé sur la carte : ${total}`,
    ];
  }
  if (order.status === 'paid') return ['Paiement : par carte, reçu.', `Payé par carte : ${total}`];
  if (order.paymentMethod !== 'cash') return ['Paiement : par carte, en attente.'];
  const where = order.isPickup ? 'au retrait' : 'à la livraison';
  return [`Paiement : à régler ${where}.`, `À régler en espèces : ${total}`];
}

/** The receipt's lines, from its title to the payment. */
export function receiptLines(
  { order, lines }: ConfirmationFacts,
  restaurant: ReceiptRestaurant,
  itemName: ItemName | undefined,
): string[] {
  const phone = oneLine(restaurant.contacts.phone);
  const blocks = [
    identityLines(order, restaurant),
    ...lines.map((line) => lineBlock(line, phone)),
    ...order.freeItems.map((gift) => [
      `${gift.quantity} × ${oneLine(giftName(gift, lines, itemName))} : offert`,
      ...dinerAllergenLines(gift.allergens, phone),
    ]),
    totalLines(order),
    paymentLines(order),
  ];
  return blocks.flatMap((block, i) => (i === 0 ? block : ['', ...block]));
}
