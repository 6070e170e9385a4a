import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSetting, toRestaurantSettings } from '@/lib/api/settings';
import { withLegalEnv } from '@/lib/api/legal';

const entries = [
  {
    name: 'contacts',
    value: { ...DEFAULT_SETTINGS.contacts, name: 'Chez Test', phone: '01 99 00 00 00' },
  },
  {
    name: 'features',
    value: { delivery: { ...DEFAULT_SETTINGS.features.delivery, active: true, max_distance: 5 } },
  },
  { name: 'payments', value: 'garbage' },
  { name: 'timezone', value: 'Europe/Paris' },
];

describe('readSetting', () => {
  it('walks a dotted path', () => {
    expect(readSetting(entries, 'contacts.name')).toBe('Chez Test');
    expect(readSetting(entries, 'features.delivery.max_distance')).toBe(5);
  });

  it('answers undefined for a missing entry or a path through a non-object', () => {
    expect(readSetting(entries, 'scheduling.show_range')).toBeUndefined();
    expect(readSetting(entries, 'payments.cod.active')).toBeUndefined();
    expect(readSetting(entries, 'contacts.name.first')).toBeUndefined();
  });
});

describe('toRestaurantSettings', () => {
  it('keeps valid sections and defaults the malformed or missing ones', () => {
    const settings = toRestaurantSettings(entries);
    expect(settings.contacts.name).toBe('Chez Test');
    expect(settings.features.delivery.max_distance).toBe(5);
    expect(settings.payments).toEqual(DEFAULT_SETTINGS.payments);
    expect(settings.scheduling).toEqual(DEFAULT_SETTINGS.scheduling);
    expect(settings.timezone).toBe('Europe/Paris');
  });

  it('survives complete garbage', () => {
    expect(toRestaurantSettings([])).toEqual(DEFAULT_SETTINGS);
    expect(toRestaurantSettings([{ name: 'timezone', value: 42 }]).timezone).toBe('Europe/Paris');
  });

  it('keeps a real IANA zone and drops one Intl does not know', () => {
    const zone = (value: string) => toRestaurantSettings([{ name: 'timezone', value }]).timezone;
    expect(zone('America/Montreal')).toBe('America/Montreal');
    expect(zone('Mars/Olympus_Mons')).toBe('Europe/Paris');
  });
});

describe('toRestaurantSettings: the limits of one order', () => {
  const orders = (value: unknown) => toRestaurantSettings([{ name: 'orders', value }]).orders;

  it('defaults to 800 € and 120 items, as in production', () => {
    expect(toRestaurantSettings([]).orders).toEqual({ max_total: 800, max_items: 120 });
  });

  it('keeps a restaurant’s own limits, null meaning none', () => {
    expect(orders({ max_total: 2500.5, max_items: null })).toEqual({
      max_total: 2500.5,
      max_items: null,
    });
  });

  it.each([
    ['a negative total', { max_total: -1, max_items: 120 }],
    ['a zero count', { max_total: 800, max_items: 0 }],
    ['a fractional count', { max_total: 800, max_items: 12.5 }],
    ['a missing field', { max_total: 800 }],
    ['text', '800'],
  ])('falls back to the defaults for %s', (_, value) => {
    expect(orders(value)).toEqual(DEFAULT_SETTINGS.orders);
  });
});

describe('toRestaurantSettings: the abuse limits (private)', () => {
  const limits = (value: unknown) => toRestaurantSettings([{ name: 'limits', value }]).limits;
  const PRODUCTION = {
    order: { per_address: 60, per_email_at_address: 30, per_email: 50 },
    order_replay_per_address: 300,
    intent: { per_address: 90, per_email_at_address: 30, per_email: 50 },
    coupon_per_address: 60,
    locations_per_address: 2000,
  };

  it('defaults to the production figures of ADR 22', () => {
    expect(toRestaurantSettings([]).limits).toEqual(PRODUCTION);
  });

  it('keeps a restaurant’s own counts', () => {
    const order = { per_address: 6, per_email_at_address: 3, per_email: 5 };
    const own = { ...PRODUCTION, order, coupon_per_address: 3, locations_per_address: 200 };
    expect(limits(own)).toEqual(own);
  });

  it.each([
    ['a zero count', { coupon_per_address: 0 }],
    ['a negative count', { coupon_per_address: -5 }],
    ['a fractional count', { coupon_per_address: 2.5 }],
    ['a count as text', { coupon_per_address: '3' }],
    ['null', { coupon_per_address: null }],
  ])('falls back to the default count for %s, keeping the others', (_, patch) => {
    expect(limits({ ...PRODUCTION, locations_per_address: 7, ...patch })).toEqual({
      ...PRODUCTION,
      locations_per_address: 7,
    });
  });

  it('falls back per group: a malformed e-mail group keeps its default, the other holds', () => {
    const intent = { per_address: 9, per_email_at_address: 3, per_email: 5 };
    expect(limits({ order: { per_address: 2 }, intent })).toEqual({ ...PRODUCTION, intent });
  });

  it.each([
    ['text', 'illimité'],
    ['a list', [1, 2]],
    ['a number', 0],
  ])('falls back wholly for %s', (_, value) => {
    expect(limits(value)).toEqual(PRODUCTION);
  });
});

describe('toRestaurantSettings: the legal identity', () => {
  const legal = (value: unknown) => toRestaurantSettings([{ name: 'legal', value }]).legal;

  it('reads field by field: a field that is not a short text is unset, the others hold', () => {
    expect(
      legal({ siret: ' 999 888 777 00011 ', vat_number: 42, host: 'x'.repeat(301), rcs: null }),
    ).toEqual({ ...DEFAULT_SETTINGS.legal, siret: '999 888 777 00011' });
    expect(legal('garbage')).toEqual(DEFAULT_SETTINGS.legal);
    expect(toRestaurantSettings([]).legal.company).toBe('');
  });

  it('takes each LEGAL_* variable over its field, a blank one leaving it', () => {
    const stored = { ...DEFAULT_SETTINGS.legal, company: 'Chez Test SARL', host: 'OVH' };
    const env = { LEGAL_COMPANY: '  ', LEGAL_HOST: ' Scaleway, Paris ', LEGAL_VAT_NUMBER: 'FR00' };
    expect(withLegalEnv(stored, env)).toEqual({
      ...stored,
      host: 'Scaleway, Paris',
      vat_number: 'FR00',
    });
  });
});
