/**
 * The settings a page uses until the restaurant's arrive, and the fallback for any malformed
 * section (lib/api/settings.ts). Apart from the schemas, so a client store can start from them
 * without loading zod.
 */
import { SCHEDULING_DEFAULTS } from './scheduling-defaults';
import { DEFAULT_TIME_ZONE } from './time-zone';
import type { RestaurantSettings } from './schemas';

export const DEFAULT_SETTINGS: RestaurantSettings = {
  contacts: {
    name: 'Restaurant',
    address: '',
    phone: '',
    email: '',
    latitude: 0,
    longitude: 0,
  },
  payments: { stripe: { active: false }, paypal: { active: false }, cod: { active: true } },
  features: {
    delivery: {
      active: false,
      max_distance: 0,
      unit: 'km',
      calculation_type: 'distance-based',
      minimum_order: 0,
      flat_charge: 0,
      cost_per_unit: 0,
      base_fee: 0,
      zones: [],
    },
  },
  scheduling: SCHEDULING_DEFAULTS,
  // A large office order (40 formules with desserts, about 700 €) fits; beyond, a phone call.
  orders: { max_total: 800, max_items: 120 },
  timezone: DEFAULT_TIME_ZONE,
  orders_email: '',
  // The production thresholds of the anonymous calls, which the demo uses too; why an office
  // ordering together behind one address never meets them is in ADR 22.
  limits: {
    order: { per_address: 60, per_email_at_address: 30, per_email: 50 },
    order_replay_per_address: 300,
    intent: { per_address: 90, per_email_at_address: 30, per_email: 50 },
    coupon_per_address: 60,
    locations_per_address: 2000,
  },
  // Unknown: the legal notice says "on request", the receipt names the contacts alone.
  legal: {
    company: '',
    capital: '',
    address: '',
    siret: '',
    rcs: '',
    vat_number: '',
    director: '',
    host: '',
    mediator: '',
  },
};
