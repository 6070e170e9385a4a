/**
 * Every refusal of the order endpoints: an HTTP status and a reason in French that the storefront
 * shows as it is (docs/contract.md#errors). A refusal is thrown before anything is stored, so the
 * diner can correct the order and send it again.
 */
import { formatPlainPrice } from '@/lib/domain/money';
import { PaymentProviderError } from '../payments';

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

export const reject = (status: OrderRejection['status'], message: string): never => {
  throw new OrderRejection(status, message);
};

/** Where a larger order goes: the restaurant's phone from its contacts, when it has one. */
const callUs = (phone: string) =>
  phone === ''
    ? 'Pour une commande plus importante, appelez le restaurant.'
    : `Pour une commande plus importante, appelez le restaurant au ${phone}.`;

export const ORDER_MESSAGES = {
  unknownItem: (id: number) => `L’article n° ${id} n’existe pas à la carte.`,
  badSelection: (name: string, detail: string) =>
    `Choix d’options invalide pour « ${name} » : ${detail}.`,
  unavailable: (names: string[]) =>
    `Ces articles ne sont pas disponibles à l’heure choisie : ${names.join(', ')}. Choisissez un autre créneau ou retirez-les.`,
  asapClosed: 'Aucune carte n’est ouverte en ce moment : choisissez un créneau.',
  paused: (resumesAt: string | null) =>
    resumesAt === null
      ? 'Nous ne prenons plus de commandes pour le moment.'
      : `Nous ne prenons plus de commandes pour le moment — reprise vers ${resumesAt}. Vous pouvez commander pour un créneau à partir de cette heure.`,
  soldOut: (names: string[]) =>
    `${names.length === 1 ? 'Épuisé' : 'Épuisés'} pour le moment : ${names.join(', ')}. Retirez-${names.length === 1 ? 'le' : 'les'} du panier pour commander.`,
  closedDay: (message: string) =>
    message === ''
      ? 'Le restaurant est fermé ce jour-là : choisissez une autre date.'
      : `${message} : choisissez une autre date.`,
  noDate: 'Indiquez la date du créneau choisi.',
  closedSlot: (date: string, range: string) =>
    `Le créneau du ${date} à ${range} n’est pas (ou plus) proposé : choisissez-en un autre.`,
  beyondHorizon: (days: number, last: string) =>
    days === 1
      ? 'Les commandes se prennent pour aujourd’hui seulement : choisissez un créneau d’aujourd’hui.'
      : `Les commandes se prennent pour les ${days} prochains jours, aujourd’hui compris (jusqu’au ${last}) : choisissez une autre date.`,
  slotFull: 'Ce créneau est complet : choisissez-en un autre.',
  deliveryInactive: 'La livraison n’est pas proposée en ce moment.',
  addressNotFound: 'Adresse de livraison introuvable : choisissez-la parmi les suggestions.',
  placeMismatch: (field: 'postal_code' | 'city', place: string) =>
    field === 'postal_code'
      ? `Le code postal ne correspond pas à l’adresse de livraison (${place}) : corrigez-le ou choisissez l’adresse parmi les suggestions.`
      : `La ville ne correspond pas à l’adresse de livraison (${place}) : corrigez-la ou choisissez l’adresse parmi les suggestions.`,
  geocoderDown:
    'La vérification de l’adresse est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  tooFar: 'L’adresse est trop éloignée du restaurant pour être livrée.',
  noZone: 'Cette adresse n’est dans aucune zone de livraison.',
  belowMinimum: (minimum: number, missing: number) =>
    `Le minimum de commande en livraison est de ${formatPlainPrice(minimum)} : il manque ${formatPlainPrice(missing)}.`,
  invalidCoupon: 'Code promo invalide ou expiré.',
  couponUsed: (by: 'email' | 'account') =>
    `Ce code promo a déjà été utilisé avec ${by === 'email' ? 'cette adresse e-mail' : 'votre compte'} : retirez-le du panier pour commander.`,
  aboveMaxTotal: (max: number, total: number, phone: string) =>
    `Une commande en ligne ne peut pas dépasser ${formatPlainPrice(max)} (celle-ci fait ${formatPlainPrice(total)}). ${callUs(phone)}`,
  aboveMaxItems: (max: number, count: number, phone: string) =>
    `Une commande en ligne compte ${max} articles au plus (celle-ci en compte ${count}). ${callUs(phone)}`,
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
  orderTaken:
    'Le restaurant a déjà pris en charge cette commande, à régler sur place : votre carte n’a pas été débitée.',
  badSignature: 'Signature du webhook invalide.',
  providerDown:
    'Le prestataire de paiement est momentanément injoignable. Veuillez réessayer dans quelques instants.',
} as const;

/** Why a line's options were refused, by lib/domain's selection error kinds. */
export const GROUP_ERRORS: Record<string, string> = {
  belowMin: 'pas assez de choix',
  aboveMax: 'trop de choix',
  aboveMaxQuantity: 'quantité d’une option trop élevée',
  invalidQuantity: 'quantité d’option invalide',
  unknownOption: 'option inconnue',
};

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
