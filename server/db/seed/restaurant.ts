/**
 * Settings entries of the demo restaurant, as the storefront reads them by dotted path
 * (docs/contract.md#get-v2publicsettings). Amounts in settings are euros, the wire format the
 * storefront reads. `payments.stripe.active` is stored false: the API sets it when it answers,
 * from STRIPE_SECRET_KEY.
 */
import { DEFAULT_SETTINGS } from '@/lib/api/default-settings';
import { SCHEDULING_DEFAULTS } from '@/lib/api/scheduling-defaults';
import type { RestaurantSettings } from '@/lib/api/schemas';

export const RESTAURANT: RestaurantSettings = {
  contacts: {
    name: 'Poulet Grenette',
    address: '12 Place Grenette, 38000 Grenoble',
    // 04 65 71 … lies in a range ARCEP keeps for fiction: nobody is called by mistake.
    phone: '04 65 71 12 34',
    email: 'bonjour@poulet-grenette.fr',
    latitude: 45.1904,
    longitude: 5.7279,
    facebook: 'https://www.facebook.com/pouletgrenette',
    instagram: 'https://www.instagram.com/pouletgrenette',
    tiktok: 'https://www.tiktok.com/@pouletgrenette',
    twitter: 'https://x.com/pouletgrenette',
    // The team recruits there and posts kitchen videos: every social path the settings may hold is
    // set (docs/contract.md#get-v2publicsettings).
    linkedin: 'https://www.linkedin.com/company/poulet-grenette',
    youtube: 'https://www.youtube.com/@pouletgrenette',
    pinterest: 'https://www.pinterest.fr/pouletgrenette',
    google_map: 'https://www.google.com/maps/search/?api=1&query=45.1904,5.7279',
  },
  payments: { stripe: { active: false }, paypal: { active: false }, cod: { active: true } },
  features: {
    delivery: {
      active: true,
      calculation_type: 'distance-based',
      unit: 'km',
      max_distance: 5,
      minimum_order: 15,
      flat_charge: 2.5,
      base_fee: 1.5,
      cost_per_unit: 0.5,
      zones: [
        {
          name: 'Grenoble centre',
          city: 'Grenoble',
          postal_code: '38000',
          delivery_fee: 2,
          flat_charge: 2.5,
          minimum_order: 15,
        },
        {
          name: 'Grenoble sud',
          city: 'Grenoble',
          postal_code: '38100',
          delivery_fee: 3,
          flat_charge: 2.5,
          minimum_order: 15,
        },
        {
          name: 'Saint-Martin-d’Hères',
          city: 'Saint-Martin-d’Hères',
          postal_code: '38400',
          delivery_fee: 3.5,
          flat_charge: 3,
          minimum_order: 20,
        },
      ],
    },
  },
  // The defaults, but each day's first slot dropped and notice asked: 30 minutes for a delivery,
  // 15 for pickup. Slots take any number of orders; the tests set a capacity.
  scheduling: {
    ...SCHEDULING_DEFAULTS,
    remove_first_range: true,
    remove_first_range_number: 1,
    minimum_time: 30,
    pickup_remove_first_range: true,
    pickup_remove_first_range_number: 1,
    pickup_minimum_time: 15,
  },
  // The production defaults (lib/api/default-settings.ts): a large office order fits (40 formules
  // and their desserts, about 700 €, 80 items); a catering order is a phone call.
  orders: { max_total: 800, max_items: 120 },
  timezone: 'Europe/Paris',
  // The kitchen mail goes to contacts.email (docs/product.md#the-kitchen-mail).
  orders_email: '',
  // The production abuse limits (ADR 22), seeded so the demo counts as production does and the
  // restaurant can change them in its table; private, like orders_email.
  limits: DEFAULT_SETTINGS.limits,
  // A demo restaurant: every identity below is fictitious and says so where it is shown (the
  // receipt, the legal notice). A real one sets its own here or in LEGAL_* (lib/api/legal.ts).
  legal: {
    company: 'Poulet Grenette SAS (société fictive de démonstration)',
    capital: '1 000 € (fictif)',
    address: '12 Place Grenette, 38000 Grenoble',
    siret: '000 000 000 00000 (fictif)',
    rcs: 'RCS Grenoble 000 000 000 (fictif)',
    vat_number: 'FR00 000000000 (fictif)',
    director: 'Camille Martin, présidente (personne fictive)',
    host: 'Hébergeur Exemple SAS (fictif), 1 rue de l’Exemple, 38000 Grenoble, 04 65 71 00 00',
    mediator:
      'Médiation Conso Alpes (médiateur fictif de démonstration), 1 rue de l’Exemple, 38000 Grenoble, https://mediation-conso.example',
  },
};

/** The entries in the order the API lists them. */
export const SETTING_ENTRIES = [
  { name: 'contacts', value: RESTAURANT.contacts },
  { name: 'payments', value: RESTAURANT.payments },
  { name: 'features', value: RESTAURANT.features },
  { name: 'scheduling', value: RESTAURANT.scheduling },
  { name: 'orders', value: RESTAURANT.orders },
  { name: 'timezone', value: RESTAURANT.timezone },
  { name: 'legal', value: RESTAURANT.legal },
  { name: 'limits', value: RESTAURANT.limits },
  // The minutes the kitchen has to accept an order (server/services/settings.ts, ADR 41).
  { name: 'kitchen', value: { accept_within_minutes: 8 } },
];
