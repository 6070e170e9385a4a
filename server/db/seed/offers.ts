/**
 * The demo offers: one of each type. Automatic ones show as badges and apply by themselves;
 * coupons only apply once the diner types their code, the welcome coupon once per customer. Times
 * are in the restaurant's zone, "24:00" meaning until midnight.
 */
import type { offers } from '../schema';

type OfferRow = typeof offers.$inferInsert;

const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const ALL_DAY = { start: '00:00', end: '24:00' };

export const OFFERS: readonly OfferRow[] = [
  {
    id: 1,
    code: null,
    name: 'Livraison offerte dès 30 €',
    description: 'Les frais de livraison sont pour nous dès 30 € de commande, tous les jours.',
    activeTimes: { days: [...EVERY_DAY], ...ALL_DAY },
    autoApply: true,
    allowRepeat: true,
    deliveryPickup: 'delivery',
    minimumAmountCents: 3000,
    type: 'free_delivery',
    valueHundredths: 0,
  },
  {
    id: 2,
    code: null,
    name: 'Mardi Tenders : 1 acheté, 1 offert',
    description: 'Le mardi, toute la journée, vos tenders achetés vous sont offerts en double.',
    activeTimes: { days: ['tue'], ...ALL_DAY },
    autoApply: true,
    allowRepeat: true,
    deliveryPickup: 'both',
    items: [8, 9, 10],
    type: 'buy_one_get_one',
    valueHundredths: 0,
  },
  {
    id: 3,
    code: null,
    name: '-10 % sur les buckets',
    description: 'Tous nos buckets à partager à -10 %, midi et soir.',
    activeTimes: { days: [...EVERY_DAY], ...ALL_DAY },
    autoApply: true,
    allowRepeat: true,
    deliveryPickup: 'both',
    categories: [3],
    type: 'percentage',
    valueHundredths: 1000,
  },
  {
    id: 4,
    code: 'BIENVENUE5',
    name: 'Bienvenue : 5 € offerts',
    description: '5 € de remise dès 20 € de commande avec le code BIENVENUE5.',
    activeTimes: { days: [...EVERY_DAY], ...ALL_DAY },
    autoApply: false,
    allowRepeat: true,
    deliveryPickup: 'both',
    minimumAmountCents: 2000,
    type: 'fixed_amount',
    valueHundredths: 500,
    // A welcome: once per customer, by e-mail and by account (docs/product.md#coupons).
    oncePerCustomer: true,
  },
  {
    id: 5,
    code: 'DESSERTOFFERT',
    name: 'Dessert offert',
    description:
      'Un cookie ou un brownie offert dès 25 € de commande, le soir, avec le code DESSERTOFFERT.',
    activeTimes: { days: [...EVERY_DAY], start: '18:00', end: '24:00' },
    autoApply: false,
    allowRepeat: true,
    deliveryPickup: 'both',
    minimumAmountCents: 2500,
    items: [40, 41],
    type: 'free_item',
    valueHundredths: 0,
  },
];
