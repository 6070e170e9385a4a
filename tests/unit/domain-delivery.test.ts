import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderMode } from '@/lib/domain/cart-types';
import {
  canAdvanceFromType,
  deliveryFeeCents,
  distanceCostCents,
  distanceInUnit,
  isTooFar,
  minimumOrderGap,
  minimumOrderRules,
  type AdvanceResult,
  type DeliveryFeeResult,
  type DeliverySettings,
  type DistanceQuote,
  type ZoneValues,
} from '@/lib/domain/delivery';
import { RESTAURANT } from '@/server/db/seed/restaurant';

// Demo settings: distance-based, km, 1,50 € + 0,50 €/km, up to 5 km, 15 € minimum, 2,50 € flat.
const SEED = RESTAURANT.features.delivery;
const ZONED: DeliverySettings = { ...SEED, calculation_type: 'zone_based' };
const NO_FLAT: DeliverySettings = { ...SEED, flat_charge: 0 };
const [CENTRE, SUD, SMH] = SEED.zones; // 2 € / 3 € / 3,50 €; SMH: 20 € minimum, 3 € flat
const at = (distance: number, rest: Partial<DistanceQuote> = {}): DistanceQuote => ({
  distance,
  ...rest,
});

describe('distanceCostCents', () => {
  it.each([
    ['seed: 1,50 € + 0,50 €/km × 3 km = 3,00 €', SEED, 3, 300],
    [
      'distance to the metre, cost rounded to the cent half up: 3,27 km → 1,635 € → 1,64 €',
      SEED,
      3.27,
      314,
    ],
    [
      'half up on the cent: 0,001 km at 5 €/km is 0,5 c → 1 c',
      { ...SEED, cost_per_unit: 5, base_fee: 0 },
      0.001,
      1,
    ],
    [
      'below the metre is nothing: 0,0004 km',
      { ...SEED, cost_per_unit: 5, base_fee: 0 },
      0.0004,
      0,
    ],
    ['0 km: the base fee', SEED, 0, 150],
    ['negative distance counts as 0', SEED, -2, 150],
    ['float noise ignored: 0,1 + 0,2 km', SEED, 0.1 + 0.2, 165],
    ['no base fee, no cost per unit: free', { ...SEED, base_fee: 0, cost_per_unit: 0 }, 4, 0],
    ['miles settings: the same formula per mile', { ...SEED, unit: 'miles' as const }, 2, 250],
  ] satisfies [string, DeliverySettings, number, number][])(
    '%s',
    (_rule, settings, d, expected) => {
      expect(distanceCostCents(settings, d)).toBe(expected);
    },
  );

  it('property: an integer number of cents, at least the base fee, growing with distance', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (a, b) => {
          const [near, far] = [Math.min(a, b), Math.max(a, b)];
          const cost = distanceCostCents(SEED, near);
          expect(Number.isInteger(cost) && cost >= 150).toBe(true);
          expect(distanceCostCents(SEED, far)).toBeGreaterThanOrEqual(cost);
        },
      ),
    );
  });
});

describe('isTooFar and units', () => {
  it.each([
    ['max_distance: 4,999 km is within', 4.999, false],
    ['max_distance: exactly 5 km is delivered', 5, false],
    ['max_distance: 5,001 km is too far', 5.001, true],
    ['max_distance: compared to the metre (5,0000001 km)', 5.0000001, false],
  ])('%s', (_rule, d, expected) => {
    expect(isTooFar(SEED, d)).toBe(expected);
  });

  it.each([
    ['unit: a quote without a unit is in the settings unit', SEED, at(3), 3],
    ['unit: same unit unchanged', SEED, at(3, { unit: 'km' }), 3],
    ['unit: miles quoted to km settings', SEED, at(1, { unit: 'miles' }), 1.609344],
    [
      'unit: km quoted to miles settings',
      { ...SEED, unit: 'miles' as const },
      at(1.609344, { unit: 'km' }),
      1,
    ],
  ] satisfies [string, DeliverySettings, DistanceQuote, number][])(
    '%s',
    (_rule, settings, quote, expected) => {
      expect(distanceInUnit(settings, quote)).toBeCloseTo(expected, 9);
    },
  );
});

describe('minimum order', () => {
  it.each([
    ['distance-based: the settings minimum (15 €)', SEED, null, 1150, 350],
    ['distance-based: reached', SEED, null, 1500, 0],
    ['distance-based: above', SEED, null, 2000, 0],
    ['distance-based: a zone, if any, is ignored', SEED, SMH, 1500, 0],
    ['zone-based: the zone minimum (Saint-Martin-d’Hères, 20 €)', ZONED, SMH, 1500, 500],
    ['zone-based: no zone yet, the settings minimum stands in', ZONED, null, 1000, 500],
    ['no minimum: never a gap', { ...SEED, minimum_order: 0 }, null, 0, 0],
  ] satisfies [string, DeliverySettings, ZoneValues | null, number, number][])(
    '%s',
    (_rule, settings, zone, subtotal, expected) => {
      expect(minimumOrderGap(settings, subtotal, zone)).toBe(expected);
    },
  );

  it('minimumOrderRules: zone values for zone-based delivery, in cents', () => {
    expect(minimumOrderRules(ZONED, SMH)).toEqual({ minimumCents: 2000, flatChargeCents: 300 });
    expect(minimumOrderRules(SEED, SMH)).toEqual({ minimumCents: 1500, flatChargeCents: 250 });
    expect(minimumOrderRules(ZONED)).toEqual({ minimumCents: 1500, flatChargeCents: 250 });
  });
});

type FeeCase = [
  string,
  DeliverySettings,
  OrderMode,
  number,
  ZoneValues | null,
  DistanceQuote | null,
  DeliveryFeeResult,
];

describe('deliveryFeeCents', () => {
  const ok = (feeCents: number, flatChargeCents = 0): DeliveryFeeResult => ({
    ok: true,
    feeCents,
    flatChargeCents,
  });
  it.each([
    ['pickup: 0', SEED, 'pickup', 500, null, null, ok(0)],
    [
      'delivery inactive: cannot deliver',
      { ...SEED, active: false },
      'delivery',
      2000,
      null,
      at(3),
      { ok: false, reason: 'inactive' },
    ],
    ['distance-based: distance cost (3 km)', SEED, 'delivery', 2000, null, at(3), ok(300)],
    [
      'distance-based: plus the flat charge under minimum_order',
      SEED,
      'delivery',
      1499,
      null,
      at(3),
      ok(550, 250),
    ],
    [
      'distance-based: no flat charge at exactly minimum_order',
      SEED,
      'delivery',
      1500,
      null,
      at(3),
      ok(300),
    ],
    [
      'distance-based: the quoted delivery_cost wins',
      SEED,
      'delivery',
      2000,
      null,
      at(3, { delivery_cost: 4.2 }),
      ok(420),
    ],
    [
      'distance-based: delivery_cost null is computed',
      SEED,
      'delivery',
      2000,
      null,
      at(3, { delivery_cost: null }),
      ok(300),
    ],
    [
      'distance-based: exactly max_distance is delivered',
      SEED,
      'delivery',
      2000,
      null,
      at(5),
      ok(400),
    ],
    [
      'distance-based: beyond max_distance cannot deliver',
      SEED,
      'delivery',
      2000,
      null,
      at(5.2),
      { ok: false, reason: 'too_far' },
    ],
    [
      'distance-based: a quote in miles is converted (3 mi = 4,828 km)',
      SEED,
      'delivery',
      2000,
      null,
      at(3, { unit: 'miles' }),
      ok(391),
    ],
    [
      'distance-based: 4 miles (6,4 km) is too far',
      SEED,
      'delivery',
      2000,
      null,
      at(4, { unit: 'miles' }),
      { ok: false, reason: 'too_far' },
    ],
    [
      'distance-based: no distance yet',
      SEED,
      'delivery',
      2000,
      CENTRE,
      null,
      { ok: false, reason: 'no_distance' },
    ],
    ['zone-based: the zone fee (Grenoble centre)', ZONED, 'delivery', 2000, CENTRE, null, ok(200)],
    [
      'zone-based: plus the zone flat charge under its minimum',
      ZONED,
      'delivery',
      1000,
      CENTRE,
      null,
      ok(450, 250),
    ],
    ['zone-based: Grenoble sud', ZONED, 'delivery', 1500, SUD, null, ok(300)],
    [
      'zone-based: SMH under its own 20 € minimum (above the settings 15 €)',
      ZONED,
      'delivery',
      1999,
      SMH,
      null,
      ok(650, 300),
    ],
    ['zone-based: SMH at its minimum', ZONED, 'delivery', 2000, SMH, null, ok(350)],
    [
      'zone-based: no zone, cannot deliver',
      ZONED,
      'delivery',
      2000,
      null,
      null,
      { ok: false, reason: 'no_zone' },
    ],
    [
      'zone-based: a known distance beyond max_distance still blocks',
      ZONED,
      'delivery',
      2000,
      CENTRE,
      at(7),
      { ok: false, reason: 'too_far' },
    ],
    [
      'zone-based: a distance within range is not priced',
      ZONED,
      'delivery',
      2000,
      CENTRE,
      at(4),
      ok(200),
    ],
  ] satisfies FeeCase[])('%s', (_rule, settings, mode, subtotalCents, zone, distance, expected) => {
    expect(deliveryFeeCents({ settings, mode, subtotalCents, zone, distance })).toEqual(expected);
  });
});

describe('canAdvanceFromType (docs/product.md#delivery-fees-and-minimum-order)', () => {
  const flatFree: ZoneValues = { delivery_fee: 3, flat_charge: 0, minimum_order: 20 };
  it.each([
    ['pickup always advances', NO_FLAT, 'pickup', 0, null, { ok: true }],
    [
      'delivery inactive: does not advance',
      { ...SEED, active: false },
      'delivery',
      5000,
      null,
      { ok: false, reason: 'delivery_inactive' },
    ],
    [
      'below the minimum with a flat charge: advances (the charge is added)',
      SEED,
      'delivery',
      500,
      null,
      { ok: true },
    ],
    [
      'below the minimum, no flat charge: stays, 3,50 € missing',
      NO_FLAT,
      'delivery',
      1150,
      null,
      { ok: false, reason: 'below_minimum', missingCents: 350, minimumCents: 1500 },
    ],
    ['at the minimum, no flat charge: advances', NO_FLAT, 'delivery', 1500, null, { ok: true }],
    ['no minimum: advances', { ...NO_FLAT, minimum_order: 0 }, 'delivery', 0, null, { ok: true }],
    [
      'zone-based: the zone values apply (no flat charge there)',
      ZONED,
      'delivery',
      1800,
      flatFree,
      { ok: false, reason: 'below_minimum', missingCents: 200, minimumCents: 2000 },
    ],
    [
      'zone-based: the zone flat charge lets it advance',
      { ...ZONED, flat_charge: 0 },
      'delivery',
      500,
      SMH,
      { ok: true },
    ],
    [
      'zone-based: no zone yet, the settings values stand in',
      { ...ZONED, flat_charge: 0 },
      'delivery',
      1000,
      null,
      { ok: false, reason: 'below_minimum', missingCents: 500, minimumCents: 1500 },
    ],
  ] satisfies [string, DeliverySettings, OrderMode, number, ZoneValues | null, AdvanceResult][])(
    '%s',
    (_rule, settings, mode, subtotalCents, zone, expected) => {
      expect(canAdvanceFromType({ settings, mode, subtotalCents, zone })).toEqual(expected);
    },
  );
});
