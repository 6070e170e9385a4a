/**
 * An order's life after checkout (docs/adr/0041, docs/product.md#the-order-after-checkout): the
 * kitchen's states and the one table of what may follow what, the payment effect each move
 * implies, and when an order nobody accepted is refused by itself. Pure: the instant is a parameter.
 */
import { describeOpening, type HoursMenu } from './availability';
import { zonedParts } from './hours';

export const KITCHEN_STATES = [
  'received',
  'accepted',
  'delayed',
  'ready',
  'out_for_delivery',
  'handed_over',
  'refused',
  'cancelled',
] as const;
export type KitchenState = (typeof KITCHEN_STATES)[number];

/** How the kitchen and the diner read each state. */
export const KITCHEN_STATE_LABELS: Record<KitchenState, string> = {
  received: 'reçue',
  accepted: 'acceptée',
  delayed: 'retardée',
  ready: 'prête',
  out_for_delivery: 'en livraison',
  handed_over: 'remise',
  refused: 'refusée',
  cancelled: 'annulée',
};

export type PaymentState = 'none' | 'authorised' | 'captured' | 'released' | 'refunded';

export const KITCHEN_ACTIONS = [
  'accept',
  'refuse',
  'delay',
  'ready',
  'out_for_delivery',
  'handed_over',
  'cancel',
  'timeout',
] as const;
export type KitchenActionName = (typeof KITCHEN_ACTIONS)[number];

/** What a card payment undergoes with a move; none for the others. */
export type PaymentEffect = 'capture' | 'release' | 'refund';

type OrderKind = 'pickup' | 'delivery';

interface Move {
  from: readonly KitchenState[];
  to: KitchenState;
  /** The kind of order the move is for; both when absent. */
  kind?: OrderKind;
  payment: PaymentEffect | null;
}

const UNDER_WAY = ['accepted', 'delayed'] as const;

/** The one table of allowed moves: any other is refused and changes nothing. */
export const TRANSITIONS: Record<KitchenActionName, Move> = {
  accept: { from: ['received'], to: 'accepted', payment: 'capture' },
  refuse: { from: ['received'], to: 'refused', payment: 'release' },
  timeout: { from: ['received'], to: 'refused', payment: 'release' },
  delay: { from: UNDER_WAY, to: 'delayed', payment: null },
  ready: { from: UNDER_WAY, to: 'ready', kind: 'pickup', payment: null },
  out_for_delivery: { from: UNDER_WAY, to: 'out_for_delivery', kind: 'delivery', payment: null },
  handed_over: { from: ['ready', 'out_for_delivery'], to: 'handed_over', payment: null },
  cancel: { from: [...UNDER_WAY, 'ready', 'out_for_delivery'], to: 'cancelled', payment: 'refund' },
};

/** The payment state after an effect: only a card's moves (cash stays `none`). */
export function paymentAfter(state: PaymentState, effect: PaymentEffect | null): PaymentState {
  if (effect === 'capture' && state === 'authorised') return 'captured';
  if (effect === 'release' && state === 'authorised') return 'released';
  // A card taken at checkout (before authorisation) is refunded whenever the kitchen says no.
  if ((effect === 'refund' || effect === 'release') && state === 'captured') return 'refunded';
  return state;
}

const DELAY_STEPS = [5, 10, 15] as const;
export const TIMEOUT_REASON =
  'La cuisine n’a pas pu confirmer votre commande à temps : elle est annulée.';

export type KitchenAction =
  | { type: 'accept'; readyInMinutes?: number }
  | { type: 'refuse' | 'cancel'; reason: string }
  | { type: 'timeout' }
  | { type: 'delay'; minutes?: number; readyAt?: Date }
  | { type: 'ready' | 'out_for_delivery' | 'handed_over' };

export interface OrderAtKitchen {
  state: KitchenState;
  kind: OrderKind;
  /** The slot's start for a scheduled order; null for as soon as possible. */
  slot: Date | null;
  readyAt: Date | null;
}

export type Decision =
  | {
      ok: true;
      state: KitchenState;
      readyAt: Date | null;
      reason: string | null;
      payment: PaymentEffect | null;
    }
  | { ok: false; message: string };

const MINUTE_MS = 60_000;

/** Why a move from `state` is not allowed, in the words of where the order stands. */
function stateRefusal(state: KitchenState): string {
  switch (state) {
    case 'received':
      return 'Cette commande n’a pas encore été acceptée.';
    case 'accepted':
    case 'delayed':
      return 'Cette commande a déjà été acceptée.';
    case 'ready':
      return 'Cette commande est déjà prête.';
    case 'out_for_delivery':
      return 'Cette commande est déjà partie en livraison.';
    case 'handed_over':
      return 'Cette commande a déjà été remise.';
    case 'refused':
      return 'Cette commande a été refusée : elle ne peut plus changer.';
    case 'cancelled':
      return 'Cette commande a été annulée : elle ne peut plus changer.';
  }
}

const KIND_REFUSAL: Record<OrderKind, string> = {
  pickup: 'Une commande à emporter ne part pas en livraison : marquez-la « Prête ».',
  delivery:
    'Une commande en livraison ne s’attend pas au comptoir : marquez-la « Partie en livraison ».',
};

const refuse = (message: string): Decision => ({ ok: false, message });

/** The ready time a move sets, or the reason it cannot; undefined keeps the order's. */
function readyTimeOf(
  order: OrderAtKitchen,
  action: KitchenAction,
  now: Date,
): Date | string | undefined {
  if (action.type === 'accept') {
    // A scheduled order is accepted for its slot.
    if (order.slot) return order.slot;
    if (action.readyInMinutes === undefined || action.readyInMinutes <= 0) {
      return 'Indiquez dans combien de minutes la commande sera prête.';
    }
    return new Date(now.getTime() + action.readyInMinutes * MINUTE_MS);
  }
  if (action.type !== 'delay') return undefined;
  const current = order.readyAt ?? now;
  if (action.minutes !== undefined) {
    if (!(DELAY_STEPS as readonly number[]).includes(action.minutes)) {
      return 'Un retard se donne en 5, 10 ou 15 minutes, ou par une nouvelle heure.';
    }
    return new Date(current.getTime() + action.minutes * MINUTE_MS);
  }
  if (!action.readyAt || action.readyAt.getTime() <= current.getTime()) {
    return 'La nouvelle heure doit être plus tardive que l’heure prévue.';
  }
  return action.readyAt;
}

/**
 * The kitchen's move: the next state with its ready time, reason and payment effect, or a refusal
 * in French that changes nothing.
 */
export function decide(order: OrderAtKitchen, action: KitchenAction, now: Date): Decision {
  const move = TRANSITIONS[action.type];
  if (!move.from.includes(order.state)) return refuse(stateRefusal(order.state));
  if (move.kind && move.kind !== order.kind) return refuse(KIND_REFUSAL[order.kind]);
  const readyAt = readyTimeOf(order, action, now);
  if (typeof readyAt === 'string') return refuse(readyAt);
  let reason: string | null = null;
  if (action.type === 'timeout') reason = TIMEOUT_REASON;
  if (action.type === 'refuse' || action.type === 'cancel') {
    reason = action.reason.trim();
    if (!reason) return refuse('Indiquez la raison, elle sera transmise au client.');
  }
  return {
    ok: true,
    state: move.to,
    readyAt: readyAt ?? order.readyAt,
    reason,
    payment: move.payment,
  };
}

export interface AcceptWindow {
  /** When the order was placed. */
  placedAt: Date;
  /** The restaurant's menus: it is open when one of its available menus is. */
  menus: readonly HoursMenu[];
  timeZone: string;
  /** `kitchen.accept_within_minutes`. */
  acceptWithinMinutes: number;
}

/**
 * The instant past which an order still waiting is refused by itself: the setting's minutes from
 * when the kitchen could first see it, at once when placed while open, else at the next opening.
 */
export function acceptDeadline({
  placedAt,
  menus,
  timeZone,
  acceptWithinMinutes,
}: AcceptWindow): Date {
  const opening = describeOpening(menus, placedAt, timeZone);
  const seen = opening.next?.at ?? placedAt;
  return new Date(seen.getTime() + acceptWithinMinutes * MINUTE_MS);
}

/** An order still waiting for the kitchen past its deadline. */
export function isOverdue(state: KitchenState, window: AcceptWindow, now: Date): boolean {
  return state === 'received' && now.getTime() >= acceptDeadline(window).getTime();
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * « mardi 2 juin » when `instant` falls on another day than `now` on the restaurant's clock;
 * null on the same day (a time alone then says it).
 */
export function otherDay(instant: Date, now: Date, timeZone: string): string | null {
  const at = zonedParts(instant, timeZone);
  const today = zonedParts(now, timeZone);
  if (at.year === today.year && at.month === today.month && at.day === today.day) return null;
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone,
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}
