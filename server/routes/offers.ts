/**
 * Automatic offers, and coupon lookup. Coupon answers are never cached (a code can be switched off
 * at any time), errors included. A coupon check counts against the caller's address
 * (services/order-limits.ts): a guessing script meets a 429 after a few dozen codes.
 */
import { Hono } from 'hono';
import { offersResponseSchema } from '@/lib/api/schemas';
import type { Deps } from '../context';
import { fail, send } from '../http';
import { isOfferActiveAt } from '@/lib/domain/checkout-offers';
import { orderLimiter } from '../services/order-limits';

const COUPON = /^[A-Za-z0-9_-]{1,40}$/;
const MALFORMED = 'Code promo mal formé : de 1 à 40 lettres, chiffres, tirets ou tirets bas.';
const INVALID_COUPON = 'Code promo invalide ou expiré.';
const COUPON_NOT_NOW = "Ce code promo n'est pas valable à cette heure-ci.";

export function offersRoutes({ catalogue, now, limits: store }: Deps) {
  const limits = orderLimiter(store, () => now().getTime(), catalogue);
  return new Hono()
    .get('/offers', async (c) =>
      send(c, offersResponseSchema, {
        status: 'success',
        payload: (await catalogue.current()).automaticOffers(now()),
      }),
    )
    .use('/offers/*', async (c, next) => {
      await next();
      c.res.headers.set('Cache-Control', 'no-store');
    })
    .get('/offers/', async (c) => {
      await limits.coupon(c);
      fail(400, MALFORMED);
    })
    .get('/offers/:coupon', async (c) => {
      await limits.coupon(c);
      const code = c.req.param('coupon').trim();
      if (!COUPON.test(code)) fail(400, MALFORMED);
      const snapshot = await catalogue.current();
      const offer = snapshot.coupon(code);
      if (!offer) fail(404, INVALID_COUPON);
      if (!isOfferActiveAt(offer, now(), snapshot.timeZone)) fail(404, COUPON_NOT_NOW);
      return send(c, offersResponseSchema, { status: 'success', payload: [offer] });
    });
}
