import { describe, expect, it } from 'vitest';
import { settingsResponseSchema } from '@/lib/api/schemas';
import { readSetting, toRestaurantSettings } from '@/lib/api/settings';
import { createApp } from '@/server/app';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import { backends, call, useSuite } from './support';

// Every dotted path read from the settings (docs/contract.md#get-v2publicsettings).
const PATHS = [
  ...[
    'name',
    'address',
    'phone',
    'email',
    'latitude',
    'longitude',
    'facebook',
    'twitter',
    'instagram',
  ]
    .concat(['linkedin', 'youtube', 'pinterest', 'tiktok', 'google_map'])
    .map((k) => `contacts.${k}`),
  'payments.stripe.active',
  'payments.paypal.active',
  'payments.cod.active',
  ...[
    'active',
    'max_distance',
    'unit',
    'calculation_type',
    'minimum_order',
    'flat_charge',
    'zones',
  ].map((k) => `features.delivery.${k}`),
  ...['show_range', 'remove_first_range', 'remove_first_range_number', 'remove_last_range']
    .concat(['remove_last_range_number', 'minimum_time'])
    .flatMap((k) => [`scheduling.${k}`, `scheduling.pickup_${k}`]),
  // The limits of one order (docs/product.md#order-limits).
  'orders.max_total',
  'orders.max_items',
  'timezone',
];

describe.each(backends)('GET /v2/public/settings ($name)', (backend) => {
  const suite = useSuite(backend);

  it('lists the entries in order, every path of the specification set', async () => {
    const { status, body } = await call(suite.app, settingsResponseSchema, '/v2/public/settings');
    expect(status).toBe(200);
    expect(body.payload.map((e) => e.name)).toEqual([
      'contacts',
      'payments',
      'features',
      'scheduling',
      'orders',
      'timezone',
    ]);
    for (const path of PATHS) expect(readSetting(body.payload, path), path).not.toBeUndefined();
  });

  it('never answers the private entries, though the seed stores them', async () => {
    const res = await suite.app.request('/v2/public/settings');
    const text = await res.text();
    // The abuse limits (ADR 22) are seeded, yet no name nor figure of theirs is answered.
    expect(text).not.toContain('limits');
    expect(text).not.toContain('per_address');
    expect(text).not.toContain('orders_email');
  });

  it('reads back as the seeded restaurant through toRestaurantSettings', async () => {
    const { body } = await call(suite.app, settingsResponseSchema, '/v2/public/settings');
    expect(toRestaurantSettings(body.payload)).toEqual(RESTAURANT);
    expect(readSetting(body.payload, 'features.delivery.zones')).toHaveLength(3);
  });

  it.each([
    ['sk_test_123', true],
    ['', false],
    ['   ', false],
  ])('offers card payment only with a Stripe key (%j → %s)', async (key, active) => {
    const app = createApp(suite.db, { env: { STRIPE_SECRET_KEY: key } });
    const { body } = await call(app, settingsResponseSchema, '/v2/public/settings');
    expect(readSetting(body.payload, 'payments.stripe.active')).toBe(active);
    expect(readSetting(body.payload, 'payments.cod.active')).toBe(true);
    expect(readSetting(body.payload, 'payments.paypal.active')).toBe(false);
  });
});
