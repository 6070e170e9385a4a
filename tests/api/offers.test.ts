import { describe, expect, it } from 'vitest';
import { errorBodySchema, offersResponseSchema, OFFER_TYPES } from '@/lib/api/schemas';
import { offers } from '@/server/db/schema';
import { backends, call, useSuite } from './support';

describe.each(backends)('offers and coupons ($name)', (backend) => {
  const suite = useSuite(backend);

  it('seeds one active offer of each type', async () => {
    const rows = await suite.db.select().from(offers);
    expect(new Set(rows.map((o) => o.type))).toEqual(new Set(OFFER_TYPES));
    expect(rows.every((o) => o.isActive)).toBe(true);
  });

  it('lists only the active automatic offers, never a coupon', async () => {
    await suite.db.insert(offers).values({
      id: 90,
      name: 'Ancienne promo',
      activeTimes: { days: ['mon'], start: '00:00', end: '24:00' },
      autoApply: true,
      isActive: false,
      type: 'percentage',
      valueHundredths: 2000,
    });
    const res = await suite.app.request('/v2/public/offers');
    const text = await res.text();
    const { payload } = offersResponseSchema.parse(JSON.parse(text));
    // Monday noon in Paris: the Tuesday-only offer (2) is not on.
    expect(payload.map((o) => o.id)).toEqual([1, 3]);
    expect(payload.every((o) => o.is_active && o.auto_apply === 'Yes')).toBe(true);
    expect(text).not.toMatch(/BIENVENUE5|DESSERTOFFERT|code/i);
    expect(payload.find((o) => o.type === 'percentage')).toMatchObject({
      value: 10,
      categories: [3],
    });
    expect(payload.find((o) => o.type === 'free_delivery')).toMatchObject({ minimum_amount: 30 });
  });

  it.each([
    ['2026-06-01T10:00:00Z', 'Monday noon', [1, 3]],
    ['2026-06-02T10:00:00Z', 'Tuesday noon', [1, 2, 3]],
    ['2026-06-02T22:30:00Z', 'Wednesday 00:30, Paris', [1, 3]],
    ['2026-03-31T21:59:00Z', 'Tuesday 23:59, two days after the spring change', [1, 2, 3]],
  ])('lists the offers on at %s (%s) by the lib/domain rule', async (iso, _label, ids) => {
    const before = suite.now;
    suite.now = new Date(iso);
    try {
      const { body } = await call(suite.app, offersResponseSchema, '/v2/public/offers');
      expect(body.payload.map((o) => o.id)).toEqual(ids);
    } finally {
      suite.now = before;
    }
  });

  it('refuses a coupon outside its hours, in French', async () => {
    // DESSERTOFFERT runs 18:00–24:00; at noon it is known but not valid now.
    const { status, body } = await call(
      suite.app,
      errorBodySchema,
      '/v2/public/offers/DESSERTOFFERT',
    );
    expect(status).toBe(404);
    expect(body.data.message).toBe("Ce code promo n'est pas valable à cette heure-ci.");
  });

  it.each([
    ['BIENVENUE5', 4],
    ['bienvenue5', 4],
    ['%20DessertOffert%20', 5],
  ])('finds the coupon %j whatever its case and spaces', async (code, id) => {
    const before = suite.now;
    suite.now = new Date('2026-06-01T17:00:00Z'); // Monday 19:00 in Paris: both coupons on
    const { status, headers, body } = await call(
      suite.app,
      offersResponseSchema,
      `/v2/public/offers/${code}`,
    ).finally(() => (suite.now = before));
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.payload).toHaveLength(1);
    expect(body.payload[0].id).toBe(id);
    expect(body.payload[0].auto_apply).toBe('No');
  });

  it('answers 404 for an unknown or switched-off coupon', async () => {
    await suite.db.insert(offers).values({
      id: 91,
      code: 'ETE2025',
      name: 'Été 2025',
      activeTimes: { days: ['sat'], start: '11:00', end: '14:00' },
      isActive: false,
      type: 'fixed_amount',
      valueHundredths: 300,
    });
    for (const code of ['NOPE', 'ete2025']) {
      const { status, headers, body } = await call(
        suite.app,
        errorBodySchema,
        `/v2/public/offers/${code}`,
      );
      expect(status).toBe(404);
      expect(headers.get('cache-control')).toBe('no-store');
      expect(body.data.message).toBe('Code promo invalide ou expiré.');
    }
  });

  it.each(['', '%20%20', 'A'.repeat(41), 'BIEN%20VENUE', '%C3%A9t%C3%A9', 'DROP;TABLE', 'a.b'])(
    'rejects the malformed coupon %j with 400',
    async (code) => {
      const { status, headers, body } = await call(
        suite.app,
        errorBodySchema,
        `/v2/public/offers/${code}`,
      );
      expect(status).toBe(400);
      expect(headers.get('cache-control')).toBe('no-store');
      expect(body.data.message).toMatch(/^Code promo mal formé/);
    },
  );
});
