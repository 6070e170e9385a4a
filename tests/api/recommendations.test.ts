import { beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  popularResponseSchema,
  recommendationsResponseSchema,
} from '@/lib/api/schemas';
import { backends, call, insertOrder, postJson, useSuite } from './support';

// Seeded scores: 1 Crispy Classic 96, 25 Frites 95, 45 Formule Crispy 94, 9 Tenders x5 93, 33 Coca 90.
// 18 Bucket Famille and 44 Churros are unavailable; 49 items are orderable.
describe.each(backends)('recommendations ($name)', (backend) => {
  const suite = useSuite(backend);
  const popular = (query = '') =>
    call(suite.app, popularResponseSchema, `/v2/recommendations/popular${query}`);
  const recommend = (body: unknown) =>
    call(suite.app, recommendationsResponseSchema, '/v2/recommendations', postJson(body));

  it('ranks by item_score while nobody has ordered', async () => {
    const { status, body } = await popular();
    expect(status).toBe(200);
    expect(body.popular).toHaveLength(12);
    expect(body.popular.slice(0, 4)).toEqual([
      { itemId: 1, count: 0 },
      { itemId: 25, count: 0 },
      { itemId: 45, count: 0 },
      { itemId: 9, count: 0 },
    ]);
  });

  describe('with orders', () => {
    beforeAll(async () => {
      const baskets = [
        ...Array(2).fill([1, 26]),
        [1, 40],
        ...Array(3).fill([1, 18]),
        ...Array(5).fill([9, 33]),
      ];
      for (const basket of baskets) await insertOrder(suite.db, basket);
    });

    it('counts orders per item, ties broken by item_score, unavailable items left out', async () => {
      const { body } = await popular('?limit=6');
      expect(body.popular).toEqual([
        { itemId: 1, count: 6 },
        { itemId: 9, count: 5 },
        { itemId: 33, count: 5 },
        { itemId: 26, count: 2 },
        { itemId: 40, count: 1 },
        { itemId: 25, count: 0 },
      ]);
    });

    it.each([
      ['?limit=1', 1],
      ['?limit=50', 49],
      ['', 12],
    ])('honours the limit %j', async (query, length) => {
      expect((await popular(query)).body.popular).toHaveLength(length);
    });

    it('puts items bought together before merely popular ones', async () => {
      const { status, body } = await recommend({ cartItems: [1], maxRecommendations: 4 });
      expect(status).toBe(200);
      expect(body.recommendations.map((r) => r.itemId)).toEqual([26, 40, 9, 33]);
      expect(body.recommendations[0].score).toBe(2);
      expect(body.recommendations[1].score).toBe(1);
      expect(body.recommendations[2].score).toBeLessThan(1);
    });

    it('never suggests the cart, unavailable items or duplicates; 12 by default', async () => {
      const { body } = await recommend({ cartItems: [1, 1, 9] });
      const ids = body.recommendations.map((r) => r.itemId);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
      expect(ids.slice(0, 3)).toEqual([33, 26, 40]);
      for (const id of [1, 9, 18, 44]) expect(ids).not.toContain(id);
    });

    it('ignores ids that cannot exist', async () => {
      const { status, body } = await recommend({
        cartItems: [3_000_000_000, 1],
        maxRecommendations: 1,
      });
      expect(status).toBe(200);
      expect(body.recommendations.map((r) => r.itemId)).toEqual([26]);
    });

    it('falls back to popularity for an empty cart', async () => {
      const { body } = await recommend({ cartItems: [], maxRecommendations: 3 });
      expect(body.recommendations.map((r) => r.itemId)).toEqual([1, 9, 33]);
    });
  });

  it.each(['?limit=0', '?limit=51', '?limit=abc', '?limit=1.5', '?limit='])(
    'rejects %s with 400',
    async (query) => {
      const { status, body } = await call(
        suite.app,
        errorBodySchema,
        `/v2/recommendations/popular${query}`,
      );
      expect(status).toBe(400);
      expect(body.data.message).toMatch(/^Requête invalide \(limit\)/);
    },
  );

  it.each([
    ['malformed JSON', '{"cartItems": [1', /JSON valide/],
    ['no body', '', /JSON valide/],
    ['null', 'null', /^Requête invalide/],
    ['missing cartItems', {}, /^Requête invalide \(cartItems\)/],
    ['ids as strings', { cartItems: ['1'] }, /^Requête invalide \(cartItems\.0\)/],
    ['negative ids', { cartItems: [-1] }, /^Requête invalide/],
    [
      'too many wanted',
      { cartItems: [1], maxRecommendations: 51 },
      /^Requête invalide \(maxRecommendations\)/,
    ],
    ['none wanted', { cartItems: [1], maxRecommendations: 0 }, /^Requête invalide/],
  ])('rejects %s with a French 400', async (_case, body, message) => {
    const res = await call(suite.app, errorBodySchema, '/v2/recommendations', postJson(body));
    expect(res.status).toBe(400);
    expect(res.body.data.message).toMatch(message);
  });

  it('refuses an oversized body with 413', async () => {
    const body = JSON.stringify({ cartItems: [1], padding: 'x'.repeat(20_000) });
    const res = await call(suite.app, errorBodySchema, '/v2/recommendations', postJson(body));
    expect(res.status).toBe(413);
    expect(res.body.data.message).toMatch(/trop volumineux/);
  });
});
