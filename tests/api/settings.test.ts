import { describe, expect, it } from 'vitest';
import { settingsResponseSchema } from '@/lib/api/schemas';
import { readSetting, toRestaurantSettings } from '@/lib/api/settings';
import { createApp } from '@/server/app';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import { answerSettings, DEFAULT_KITCHEN, kitchenSettings } from '@/server/services/settings';
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
  // The legal identity (lib/api/legal.ts): the legal notice's and the receipt's.
  ...['company', 'capital', 'address', 'siret', 'rcs', 'vat_number', 'director', 'host']
    .concat(['mediator'])
    .map((k) => `legal.${k}`),
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
      'legal',
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
    expect(text).not.toContain('accept_within_minutes');
  });

  it('gives the kitchen 8 minutes unless its entry says otherwise', () => {
    const entry = (value: unknown) => [{ name: 'kitchen', value }];
    expect(kitchenSettings([])).toEqual({ accept_within_minutes: 8 });
    expect(kitchenSettings(entry({ accept_within_minutes: 12 }))).toEqual({
      accept_within_minutes: 12,
    });
    for (const wrong of [{ accept_within_minutes: 0 }, { accept_within_minutes: 2.5 }, 'vite']) {
      expect(kitchenSettings(entry(wrong))).toEqual(DEFAULT_KITCHEN);
    }
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

  it('answers the legal identity, each LEGAL_* variable of the API over its field', async () => {
    const seeded = await call(suite.app, settingsResponseSchema, '/v2/public/settings');
    expect(readSetting(seeded.body.payload, 'legal.siret')).toBe('000 000 000 00000 (fictif)');

    const app = createApp(suite.db, {
      env: {
        LEGAL_SIRET: ' 999 888 777 00011 ',
        LEGAL_VAT_NUMBER: 'FR99999888777',
        LEGAL_HOST: '',
      },
    });
    const { body } = await call(app, settingsResponseSchema, '/v2/public/settings');
    const { legal } = toRestaurantSettings(body.payload);
    expect(legal).toEqual({
      ...RESTAURANT.legal,
      siret: '999 888 777 00011',
      vat_number: 'FR99999888777',
    });
  });
});

describe('answerSettings', () => {
  it('adds the legal entry LEGAL_* makes when the restaurant stores none, in its place', () => {
    const stored = [
      { name: 'contacts', value: RESTAURANT.contacts },
      { name: 'timezone', value: 'Europe/Paris' },
      { name: 'limits', value: RESTAURANT.limits },
    ];
    const none = answerSettings(stored, { cardPayments: false, legal: {} });
    expect(none.map((e) => e.name)).toEqual(['contacts', 'timezone', 'limits']);
    const set = answerSettings(stored, { cardPayments: false, legal: { company: 'Chez Test' } });
    expect(set.map((e) => e.name)).toEqual(['contacts', 'timezone', 'legal', 'limits']);
    expect(toRestaurantSettings(set).legal.company).toBe('Chez Test');
  });
});
