import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeOpening,
  frenchTime,
  hoursOf,
  isItemOrderableAt,
  isMenuOrderableAt,
  unavailableCartItems,
  type CartLineRef,
  type CatalogueMenu,
} from '@/lib/domain/availability';
import { CATEGORIES, ITEMS, MENU_CARTE, MENU_MIDI } from '@/server/db/seed/catalogue';
import { MENUS } from '@/server/db/seed/menus';

const PARIS = 'Europe/Paris';

// Every instant below is UTC and every answer is asked in Paris: running the file with the
// process in New York proves that nothing reads the device's zone.
const processZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = processZone;
});

// The demo restaurant as the API serves it: La Carte every day, the lunch formulas on weekdays.
const demo: CatalogueMenu[] = MENUS.map((menu) => ({
  menu_id: menu.id,
  menu_is_available: true,
  active_times: menu.activeTimes,
  categories: CATEGORIES.filter((c) => c.menuId === menu.id).map((c) => ({
    items: ITEMS.filter((i) => i.categoryId === c.id).map((i) => ({
      item_id: i.id,
      item_is_available: i.available,
    })),
  })),
}));
const [carte, midi] = demo;
const off = (menu: CatalogueMenu): CatalogueMenu => ({ ...menu, menu_is_available: false });

const line = (itemId: number, menuId: number, name: string): CartLineRef => ({
  itemId,
  menuId,
  name,
});
const crispy = line(1, MENU_CARTE, 'Crispy Classic');
const formule = line(45, MENU_MIDI, 'Formule Crispy Classic');
const bucketFamille = line(18, MENU_CARTE, 'Bucket Famille');

describe('the process zone', () => {
  it('is New York while these tests run, so a local-zone reading would be caught', () => {
    expect(new Date('2026-06-01T12:00:00Z').getHours()).toBe(8);
  });
});

describe('isMenuOrderableAt', () => {
  it.each([
    ['Monday 12:00, La Carte', carte, '2026-06-01T10:00:00Z', true],
    ['Monday 12:00, lunch formulas', midi, '2026-06-01T10:00:00Z', true],
    ['Monday 15:00, between services', carte, '2026-06-01T13:00:00Z', false],
    ['Monday 19:00, formulas are lunch only', midi, '2026-06-01T17:00:00Z', false],
    ['Saturday 12:00, formulas are weekdays only', midi, '2026-06-06T10:00:00Z', false],
    ['Friday 23:59, La Carte until midnight', carte, '2026-06-05T21:59:00Z', true],
    ['Monday 12:00 but switched off', off(carte), '2026-06-01T10:00:00Z', false],
    // Spring change, Sunday 2026-03-29 (CEST from 01:00Z)
    ['Sunday 11:00 CEST', carte, '2026-03-29T09:00:00Z', true],
    ['Sunday 10:30 CEST (11:30 if read in winter time)', carte, '2026-03-29T08:30:00Z', false],
    ['Sunday 22:59 CEST', carte, '2026-03-29T20:59:00Z', true],
    // Autumn change, Sunday 2026-10-25 (CET from 01:00Z)
    ['Sunday 11:30 CET', carte, '2026-10-25T10:30:00Z', true],
    ['Sunday 10:30 CET (11:30 if read in summer time)', carte, '2026-10-25T09:30:00Z', false],
    ['Sunday 14:29 CET', carte, '2026-10-25T13:29:00Z', true],
    ['Sunday 14:30 CET (13:30 if read in summer time)', carte, '2026-10-25T13:30:00Z', false],
  ])('%s → %s', (_label, menu, iso, expected) => {
    expect(isMenuOrderableAt(menu, new Date(iso), PARIS)).toBe(expected);
  });

  it('reads the hours in the zone it is given, not in Paris by default', () => {
    // 17:30 in Paris (closed), 11:30 in New York (open by the same hours).
    const instant = new Date('2026-06-01T15:30:00Z');
    expect(isMenuOrderableAt(carte, instant, PARIS)).toBe(false);
    expect(isMenuOrderableAt(carte, instant, 'America/New_York')).toBe(true);
  });
});

describe('isItemOrderableAt', () => {
  const monday = new Date('2026-06-01T10:00:00Z');
  it.each([
    ['available item, open menu', true, carte, true],
    ['item the kitchen ran out of', false, carte, false],
    ['available item, menu switched off', true, off(carte), false],
  ])('%s → %s', (_label, itemAvailable, menu, expected) => {
    expect(isItemOrderableAt({ item_is_available: itemAvailable }, menu, monday, PARIS)).toBe(
      expected,
    );
  });

  it('is closed outside the menu hours even for an available item', () => {
    const sunday3pm = new Date('2026-06-07T13:00:00Z');
    expect(isItemOrderableAt({ item_is_available: true }, carte, sunday3pm, PARIS)).toBe(false);
  });
});

describe('unavailableCartItems', () => {
  it.each([
    ['Monday 12:00: both menus open', [crispy, formule], '2026-06-01T10:00:00Z', []],
    ['Monday 19:00: formulas closed', [crispy, formule], '2026-06-01T17:00:00Z', [formule.name]],
    ['Saturday 12:00: no formulas', [formule, crispy], '2026-06-06T10:00:00Z', [formule.name]],
    [
      'Monday 15:00: everything closed, in cart order',
      [formule, crispy],
      '2026-06-01T13:00:00Z',
      [formule.name, crispy.name],
    ],
    [
      'sold-out item at any hour',
      [crispy, bucketFamille],
      '2026-06-01T10:00:00Z',
      ['Bucket Famille'],
    ],
    ['unknown item', [line(999, MENU_CARTE, 'Disparu')], '2026-06-01T10:00:00Z', ['Disparu']],
    ['unknown menu', [line(1, 99, 'Crispy Classic')], '2026-06-01T10:00:00Z', ['Crispy Classic']],
    [
      "an item looked up in another line's menu",
      [line(45, MENU_CARTE, 'Formule Crispy Classic')],
      '2026-06-01T10:00:00Z',
      ['Formule Crispy Classic'],
    ],
    [
      'the same item twice (other options): named once',
      [formule, crispy, { ...formule }, bucketFamille, formule],
      '2026-06-06T10:00:00Z',
      [formule.name, 'Bucket Famille'],
    ],
    ['an empty cart', [], '2026-06-01T13:00:00Z', []],
    // DST days: Sunday, so the formulas are closed; La Carte opens at 11:00 local.
    ['29 March 11:30 CEST', [crispy, formule], '2026-03-29T09:30:00Z', [formule.name]],
    ['29 March 10:30 CEST (11:30 in winter time)', [crispy], '2026-03-29T08:30:00Z', [crispy.name]],
    ['25 October 11:30 CET', [crispy, formule], '2026-10-25T10:30:00Z', [formule.name]],
    [
      '25 October 10:30 CET (11:30 in summer time)',
      [crispy],
      '2026-10-25T09:30:00Z',
      [crispy.name],
    ],
  ])('%s', (_label, lines, iso, expected) => {
    expect(unavailableCartItems(lines, demo, new Date(iso), PARIS)).toEqual(expected);
  });

  it('treats every line as unavailable when the menu is switched off', () => {
    const menus = [off(carte), midi];
    expect(
      unavailableCartItems([crispy, formule], menus, new Date('2026-06-01T10:00:00Z'), PARIS),
    ).toEqual([crispy.name]);
  });
});

describe('describeOpening', () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    ['Monday 12:00', demo, '2026-06-01T10:00:00Z', { open: true, next: null }],
    [
      'Monday 15:00: tonight',
      demo,
      '2026-06-01T13:00:00Z',
      {
        open: false,
        next: { at: at('2026-06-01T16:00:00Z'), weekday: 'mon', time: '18:00', daysAhead: 0 },
      },
    ],
    [
      'Monday 23:30: tomorrow, although less than 24 hours away',
      demo,
      '2026-06-01T21:30:00Z',
      {
        open: false,
        next: { at: at('2026-06-02T09:00:00Z'), weekday: 'tue', time: '11:00', daysAhead: 1 },
      },
    ],
    [
      'Saturday 00:30 after a Friday open until midnight: today',
      demo,
      '2026-06-05T22:30:00Z',
      {
        open: false,
        next: { at: at('2026-06-06T09:00:00Z'), weekday: 'sat', time: '11:00', daysAhead: 0 },
      },
    ],
    [
      'Friday 15:00, lunch formulas only: Monday',
      [midi],
      '2026-06-05T13:00:00Z',
      {
        open: false,
        next: { at: at('2026-06-08T09:00:00Z'), weekday: 'mon', time: '11:00', daysAhead: 3 },
      },
    ],
    [
      'Saturday 12:00 with La Carte switched off: Monday',
      [off(carte), midi],
      '2026-06-06T10:00:00Z',
      {
        open: false,
        next: { at: at('2026-06-08T09:00:00Z'), weekday: 'mon', time: '11:00', daysAhead: 2 },
      },
    ],
    [
      '29 March 00:30 CET: opens at 11:00 CEST',
      demo,
      '2026-03-28T23:30:00Z',
      {
        open: false,
        next: { at: at('2026-03-29T09:00:00Z'), weekday: 'sun', time: '11:00', daysAhead: 0 },
      },
    ],
    [
      '25 October 00:30 CEST: opens at 11:00 CET',
      demo,
      '2026-10-24T22:30:00Z',
      {
        open: false,
        next: { at: at('2026-10-25T10:00:00Z'), weekday: 'sun', time: '11:00', daysAhead: 0 },
      },
    ],
    [
      'every menu switched off',
      [off(carte), off(midi)],
      '2026-06-01T10:00:00Z',
      { open: false, next: null },
    ],
    ['no menus', [], '2026-06-01T10:00:00Z', { open: false, next: null }],
    [
      'menus without hours',
      [{ menu_is_available: true, active_times: {} }],
      '2026-06-01T10:00:00Z',
      { open: false, next: null },
    ],
  ])('%s', (_label, menus, iso, expected) => {
    expect(describeOpening(menus, new Date(iso), PARIS)).toEqual(expected);
  });

  it('answers the same from a menu’s hours alone (hoursOf), which carry nothing else', () => {
    const hours = demo.map(hoursOf);
    expect(hours.map((h) => Object.keys(h).sort())).toEqual([
      ['active_times', 'menu_is_available'],
      ['active_times', 'menu_is_available'],
    ]);
    for (const iso of ['2026-06-01T10:00:00Z', '2026-06-06T22:30:00Z']) {
      expect(describeOpening(hours, new Date(iso), PARIS)).toEqual(
        describeOpening(demo, new Date(iso), PARIS),
      );
    }
  });

  it('counts days in the zone it is given', () => {
    // Monday 23:30 in Paris is 17:30 in New York: there the menus open again at 18:00 today.
    const status = describeOpening(demo, new Date('2026-06-01T21:30:00Z'), 'America/New_York');
    expect(status).toEqual({
      open: false,
      next: { at: new Date('2026-06-01T22:00:00Z'), weekday: 'mon', time: '18:00', daysAhead: 0 },
    });
  });
});

describe('frenchTime', () => {
  it.each([
    ['11:30', '11 h 30'],
    ['18:00', '18 h'],
    ['09:05', '9 h 05'],
    ['00:00', '0 h'],
    ['24:00', '24 h'],
  ])('%s → %s', (hhmm, expected) => {
    expect(frenchTime(hhmm)).toBe(expected);
  });
});
