/**
 * The diner's mail when the kitchen moves their order (docs/adr/0041, docs/product.md): accepted
 * or delayed with its ready time, refused or cancelled with the reason (quoted as typed,
 * docs/adr/0032) and what became of a card (docs/adr/0046), ready to collect; each with the
 * restaurant's phone, queued with the move (docs/adr/0008).
 */
import type { RestaurantSettings } from '@/lib/api/schemas';
import { clockTime } from '@/lib/domain/availability';
import { otherDay, type KitchenState } from '@/lib/domain/order-life';
import type { orders } from '../db/schema';
import type { OutboxMail } from './mail-facts';
import { greeting, oneLine, quoted } from './mail-text';

type Order = Pick<
  typeof orders.$inferSelect,
  'id' | 'customer' | 'isPickup' | 'paymentMethod' | 'paymentState' | 'readyAt' | 'kitchenReason'
>;

/** What the restaurant's mails sign with: its name and phone. */
type Restaurant = Pick<RestaurantSettings, 'contacts' | 'timezone'>;

/**
 * What a refused or cancelled order's mail says of the money, as the move left it: an
 * authorisation released, a capture refunded, or (a card taken before either existed) a refund
 * the restaurant owes; cash says nothing.
 */
function refusedPaymentLine(order: Order, phone: string): string | null {
  if (order.paymentMethod !== 'card') return null;
  if (order.paymentState === 'released') {
    return 'Vous n’avez pas été débité : le montant réservé sur votre carte est libéré.';
  }
  if (order.paymentState === 'refunded') {
    return 'Votre paiement par carte est remboursé : il apparaîtra sur votre compte sous quelques jours.';
  }
  if (order.paymentState !== 'captured') return null;
  const ask = phone ? ` ; pour toute question : ${phone}` : '';
  return `Votre paiement par carte vous sera remboursé par le restaurant${ask}.`;
}

/** « vers 19 h 40 », or « le mardi 2 juin vers 19 h 40 » when it is not the day of `now`. */
function readyPhrase(readyAt: Date, now: Date, timeZone: string): string {
  const time = `vers ${clockTime(readyAt, timeZone)}`;
  const day = otherDay(readyAt, now, timeZone);
  return day ? `le ${day} ${time}` : time;
}

/** The lines telling the move (the first is also the subject); null when the diner is not told. */
function news(order: Order, state: KitchenState, now: Date, timeZone: string): string[] | null {
  const n = `Votre commande n° ${order.id}`;
  const when = order.readyAt && readyPhrase(order.readyAt, now, timeZone);
  const done = order.isPickup ? 'prête' : 'livrée';
  if (state === 'accepted' && when) return [`${n} est acceptée : ${done} ${when}.`];
  if (state === 'delayed' && when) return [`${n} est retardée : ${done} ${when}.`];
  if (state === 'ready' && order.isPickup) return [`${n} est prête : venez la retirer.`];
  if (state === 'refused' || state === 'cancelled') {
    const reason = quoted(order.kitchenReason);
    const word = state === 'refused' ? 'refusée' : 'annulée';
    return [`${n} est ${word}.`, ...(reason ? [`Raison : ${reason}`] : [])];
  }
  return null;
}

/**
 * The diner's mail for the move that brought `order` (as stored after it) to `state`, under a
 * reference naming that move (`move` is its status history row); null when nothing is to be said
 * or the diner left no address.
 */
export function orderMoveMail(
  order: Order,
  state: KitchenState,
  move: number,
  restaurant: Restaurant,
  now: Date,
): OutboxMail | null {
  const to = oneLine(order.customer.email);
  const lines = news(order, state, now, restaurant.timezone);
  if (!to || !lines) return null;
  const { name, phone } = restaurant.contacts;
  const payment =
    state === 'refused' || state === 'cancelled' ? refusedPaymentLine(order, phone) : null;
  const body = [
    greeting(order.customer.first_name),
    '',
    ...lines,
    ...(payment ? [payment] : []),
    '',
    ...(phone ? [`Pour joindre le restaurant : ${phone}`, ''] : []),
    `À très vite,`,
    name,
  ];
  return {
    to,
    subject: `${lines[0].replace(/ :.*$/, '').replace(/\.$/, '')} — ${name}`,
    text: body.join('\n'),
    reference: `order:${order.id}:move:${move}`,
  };
}
