import { describe, expect, it } from 'vitest';
import type { Offer } from '@/lib/api/schemas';
import type { OrderMode } from '@/lib/domain/cart-types';
import { couponShortfall, type CouponShortfall } from '@/lib/domain/coupon-shortfall';
import { offer, PARIS, weekly } from './domain-cart-fixtures';

// Wednesday 2026-06-03 20:00 in Paris.
const EVENING = new Date('2026-06-03T18:00:00Z');

/** A quote of a 15,00 € cart in which only the offers `applied` took effect. */
const quote = (mode: OrderMode, applied: number[] = []) => ({
  totals: {
    subtotal: 1500,
    discount: 0,
    coupon: 0,
    delivery: 0,
    tax: 136,
    vatRates: [{ rate: 1000, ht: 1364, vat: 136, ttc: 1500 }],
    total: 1500,
    freeItems: [],
    appliedOfferIds: applied,
  },
  mode,
  instant: EVENING,
  timeZone: PARIS,
});

const coupon = (fields: Partial<Offer>) => offer({ id: 9, auto_apply: 'No', ...fields });

describe('couponShortfall', () => {
  it.each([
    ['applied: nothing missing', coupon({}), quote('pickup', [9]), null],
    [
      'pickup-only coupon on a delivery',
      coupon({ delivery_pickup: 'pickup' }),
      quote('delivery'),
      { reason: 'mode', only: 'pickup' },
    ],
    [
      'delivery-only coupon on a pickup',
      coupon({ delivery_pickup: 'delivery' }),
      quote('pickup'),
      { reason: 'mode', only: 'delivery' },
    ],
    [
      'free delivery on a pickup, whatever its mode setting',
      coupon({ type: 'free_delivery' }),
      quote('pickup'),
      { reason: 'mode', only: 'delivery' },
    ],
    [
      // 15,00 € < 20,00 €: the minimum is said in cents.
      'below its minimum amount',
      coupon({ type: 'free_delivery', minimum_amount: 20 }),
      quote('delivery'),
      { reason: 'minimum', minimumCents: 2000 },
    ],
    [
      'outside its hours (a lunch coupon in the evening)',
      coupon({ active_times: weekly(['wed'], '11:00', '14:30') }),
      quote('pickup'),
      { reason: 'time' },
    ],
    [
      'every condition met but nothing in the cart it covers',
      coupon({ items: [42] }),
      quote('pickup'),
      { reason: 'scope' },
    ],
  ] satisfies [string, Offer, ReturnType<typeof quote>, CouponShortfall | null][])(
    '%s',
    (_rule, subject, given, expected) => {
      expect(couponShortfall(subject, given)).toEqual(expected);
    },
  );
});
