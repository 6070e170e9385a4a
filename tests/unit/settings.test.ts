import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSetting, toRestaurantSettings } from '@/lib/api/settings';

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
