/**
 * Abuse limits of the anonymous calls (ADR 22) with the production thresholds on a frozen clock: a
 * script meets a 429 with Retry-After and a French message, an office ordering behind one address
 * never does; the card provider is asked nothing for an order that fails a check. Each test speaks
 * from an address of its own (the socket's peer).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPayloadInput } from '@/lib/api/checkout';
import { errorBodySchema } from '@/lib/api/schemas';
import { settings } from '@/server/db/schema';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import type { ClientBindings } from '@/server/services/client-address';
import { countOrders, FAR, payloadFor, setScheduling } from './checkout-support';
import { backends, postJson, useSuite } from './support';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';

const SECRET = 'sk_test_comptoir_limits';
const ORDERS = '/v2/public/checkout/';
const INTENT = '/v2/public/checkout/stripe-payment-intent';
const NOW = new Date('2026-06-01T10:00:00Z'); // Monday, noon in Paris: open
const WAIT_ORDER =
  'Trop de commandes envoyées en peu de temps depuis votre connexion. Veuillez réessayer dans 15 minutes : votre panier est conservé.';

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: SECRET });
});
afterAll(async () => {
  await stripe.close();
});

let lastAddress = 0;
/** A new client: an address no other test speaks from. */
const newClient = (): ClientBindings => ({
  incoming: { socket: { remoteAddress: `198.51.100.${++lastAddress}` } },
});

describe.each(backends)('abuse limits of orders and payments on $name', (backend) => {
  const suite = useSuite(backend, () => ({
    env: { STRIPE_SECRET_KEY: SECRET, STRIPE_API_BASE: stripe.url },
  }));
  /** Writes the restaurant's `limits` row (seeded with the production figures). */
  const setLimits = (value: unknown) =>
    suite.db
      .insert(settings)
      .values({ name: 'limits', value })
      .onConflictDoUpdate({ target: settings.name, set: { value } });
  afterEach(async () => {
    suite.now = NOW;
    await setScheduling(suite, {});
    await setLimits(RESTAURANT.limits);
  });

  const send = (url: string, init: RequestInit, client: ClientBindings) =>
    suite.app.request(url, init, client);
  /** One sweet potato fries (3,90 €) for pickup now, in the name of `email`. */
  async function order(email: string, payment?: 'card'): Promise<OrderPayloadInput> {
    const body = await payloadFor(suite, { lines: [{ item_id: 30, quantity: 1 }], payment });
    body.customer.email = email;
    return body;
  }
  const intentFor = (body: OrderPayloadInput) => postJson({ amount: body.total, order: body });
  async function expectLimited(res: Response, message: string | RegExp, seconds: number) {
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe(String(seconds));
    expect(errorBodySchema.parse(await res.json()).data.message).toMatch(message);
  }

  describe('order creation', () => {
    it('refuses the 61st new order from one address within 15 minutes, storing nothing', async () => {
      const client = newClient();
      for (let i = 1; i <= 60; i++) {
        const res = await send(ORDERS, postJson(await order(`script.${i}@example.fr`)), client);
        expect(res.status, String(i)).toBe(200);
      }
      const refused = await order('script.61@example.fr');
      await expectLimited(await send(ORDERS, postJson(refused), client), WAIT_ORDER, 900);
      expect(await countOrders(suite, refused.local_id)).toBe(0);
      // Another address is another client.
      expect((await send(ORDERS, postJson(refused), newClient())).status).toBe(200);
      // The window ends 15 minutes after its first order.
      suite.now = new Date(NOW.getTime() + 15 * 60_000);
      expect((await send(ORDERS, postJson(await order('x@example.fr')), client)).status).toBe(200);
    });

    it('an office of 30 behind one address, each retrying twice, is never refused', async () => {
      const office = newClient();
      for (let i = 1; i <= 30; i++) {
        // Within 10 minutes: a colleague every 20 seconds, card refused twice then paid.
        suite.now = new Date(NOW.getTime() + i * 20_000);
        const body = await order(`collegue.${i}@bureau.example.fr`, 'card');
        const intent = await send(INTENT, intentFor(body), office);
        expect(intent.status, `intent ${i}`).toBe(200);
        for (let attempt = 1; attempt <= 3; attempt++) {
          const res = await send(ORDERS, postJson(body), office);
          expect(res.status, `order ${i}, attempt ${attempt}`).toBe(200);
        }
      }
    });

    it('counts an e-mail at an address (30 an hour), then everywhere (50 an hour)', async () => {
      const email = 'Cible@Example.fr';
      const first = newClient();
      for (let i = 1; i <= 30; i++) {
        expect((await send(ORDERS, postJson(await order(email)), first)).status, String(i)).toBe(
          200,
        );
      }
      // In any case: the e-mail is compared lower-cased.
      await expectLimited(
        await send(ORDERS, postJson(await order('cible@example.fr')), first),
        WAIT_ORDER.replace('15 minutes', '60 minutes'),
        3600,
      );
      // Elsewhere the owner goes on, up to the e-mail's own cap.
      const second = newClient();
      for (let i = 31; i <= 50; i++) {
        expect((await send(ORDERS, postJson(await order(email)), second)).status, String(i)).toBe(
          200,
        );
      }
      await expectLimited(
        await send(ORDERS, postJson(await order(email)), newClient()),
        /60 minutes/,
        3600,
      );
    });
    it('counts no e-mail for orders that fail a check: junk naming a diner’s locks nobody out', async () => {
      const victim = 'victime@example.fr';
      // 60 orders naming the victim's e-mail from two other addresses, none of them priceable.
      for (const stranger of [newClient(), newClient()]) {
        for (let i = 1; i <= 30; i++) {
          const junk = { ...(await order(victim)), items: [{ item_id: 999_999, quantity: 1 }] };
          expect((await send(ORDERS, postJson(junk), stranger)).status, String(i)).toBe(422);
          const card = await order(victim, 'card');
          const junkIntent = intentFor({ ...card, items: [{ item_id: 999_999, quantity: 1 }] });
          expect((await send(INTENT, junkIntent, stranger)).status, String(i)).toBe(422);
        }
      }
      const home = newClient();
      expect((await send(INTENT, intentFor(await order(victim, 'card')), home)).status).toBe(200);
      expect((await send(ORDERS, postJson(await order(victim)), home)).status).toBe(200);
    });
  });

  describe('card payment', () => {
    it('refuses the 91st intent from one address within 15 minutes', async () => {
      const client = newClient();
      for (let i = 1; i <= 90; i++) {
        const res = await send(
          INTENT,
          intentFor(await order(`carte.${i}@example.fr`, 'card')),
          client,
        );
        expect(res.status, String(i)).toBe(200);
      }
      const before = { customers: stripe.customers.size, intents: stripe.intents.size };
      await expectLimited(
        await send(INTENT, intentFor(await order('carte.91@example.fr', 'card')), client),
        /^Trop de demandes de paiement .* dans 15 minutes : votre panier est conservé\.$/,
        900,
      );
      expect({ customers: stripe.customers.size, intents: stripe.intents.size }).toEqual(before);
    });

    it('makes the customer with the intent, from the order, never the one the client names', async () => {
      const body = await order('camille.carte@example.fr', 'card');
      const res = await send(
        INTENT,
        postJson({ amount: body.total, customer_id: 'cus_de_quelqu_un', order: body }),
        newClient(),
      );
      expect(res.status).toBe(200);
      const { payload } = (await res.json()) as { payload: { id: string } };
      const customer = stripe.intents.get(payload.id)!.customer as string;
      expect(customer).not.toBe('cus_de_quelqu_un');
      expect(stripe.customers.get(customer)).toMatchObject({
        email: 'camille.carte@example.fr',
        name: 'Camille Durand',
      });
    });

    describe('asks the provider for nothing for an order that fails a check', () => {
      const refusals: [string, () => Promise<RequestInit>, number, RegExp][] = [
        [
          'figures of its own',
          async () => {
            const body = await order('a@example.fr', 'card');
            return intentFor({ ...body, subtotal: 1, total: 1 });
          },
          422,
          /ne correspond pas au calcul du restaurant/,
        ],
        [
          'an address too far to deliver',
          async () => {
            const body = await payloadFor(suite, {
              lines: [{ item_id: 30, quantity: 4 }],
              pickup: false,
              address: FAR,
              payment: 'card',
            });
            return intentFor(body);
          },
          422,
          /trop éloignée/,
        ],
        [
          'an item not served at 3 a.m.',
          async () => {
            suite.now = new Date('2026-06-01T01:00:00Z');
            return intentFor(await order('b@example.fr', 'card'));
          },
          422,
          /pas disponibles à l’heure choisie/,
        ],
        [
          'a user_id without its session',
          async () => intentFor({ ...(await order('c@example.fr', 'card')), user_id: 1 }),
          401,
          /session/,
        ],
        [
          'a full slot',
          async () => {
            await setScheduling(suite, { pickup_max_orders_per_slot: 1 });
            const slot = { date: '2026-06-01', range: '13:00-13:15' };
            const instant = new Date('2026-06-01T11:00:00Z');
            const wish = { lines: [{ item_id: 30, quantity: 1 }], ...slot, instant };
            const first = await payloadFor(suite, wish);
            expect((await send(ORDERS, postJson(first), newClient())).status).toBe(200);
            return intentFor(await payloadFor(suite, { ...wish, payment: 'card' }));
          },
          409,
          /créneau est complet/,
        ],
      ];
      it.each(refusals)('%s', async (_label, request, status, message) => {
        const init = await request();
        const before = { customers: stripe.customers.size, intents: stripe.intents.size };
        const res = await send(INTENT, init, newClient());
        const answer = errorBodySchema.parse(await res.json());
        expect(res.status, answer.data.message).toBe(status);
        expect(answer.data.message).toMatch(message);
        expect({ customers: stripe.customers.size, intents: stripe.intents.size }).toEqual(before);
      });
    });
  });

  describe('coupon checks', () => {
    it('stop a guessing script at the 61st code within the hour, whatever the code', async () => {
      const client = newClient();
      for (let i = 1; i <= 60; i++) {
        const res = await send(`/v2/public/offers/ESSAI${i}`, {}, client);
        expect(res.status, String(i)).toBe(404);
      }
      // The real code is withheld too: a guesser behind the wall learns nothing.
      const res = await send('/v2/public/offers/BIENVENUE5', {}, client);
      await expectLimited(
        res,
        'Trop de codes promo essayés depuis votre connexion. Veuillez réessayer dans 60 minutes.',
        3600,
      );
      expect((await send('/v2/public/offers/BIENVENUE5', {}, newClient())).status).toBe(200);
    });

    /** 6 sweet potato fries at 3,90 € = 23,40 €, BIENVENUE5 −5 € = 18,40 €, VAT 1,67 €. */
    async function withCoupon(coupon: string, payment?: 'card'): Promise<OrderPayloadInput> {
      const body = await payloadFor(suite, {
        lines: [{ item_id: 30, quantity: 6 }],
        coupon,
        payment,
        figures: { subtotal: 23.4, discount: 5, delivery: 0, tax: 1.67, total: 18.4 },
      });
      body.customer.email = `${randomUUID()}@example.fr`;
      return body;
    }
    const WAIT_COUPON =
      'Trop de codes promo essayés depuis votre connexion. Veuillez réessayer dans 60 minutes.';

    it('count an order or an intent refused for an unknown coupon as a guess', async () => {
      const client = newClient();
      for (let i = 1; i <= 30; i++) {
        const res = await send(ORDERS, postJson(await withCoupon(`FAUX${i}`)), client);
        expect(errorBodySchema.parse(await res.json()).data.message).toBe(
          'Code promo invalide ou expiré.',
        );
        const intent = await send(INTENT, intentFor(await withCoupon(`CARTE${i}`, 'card')), client);
        expect(intent.status, String(i)).toBe(422);
      }
      // The 61st guess of the hour, by any of the three ways, meets the coupon checks' wall.
      await expectLimited(
        await send(ORDERS, postJson(await withCoupon('FAUX61')), client),
        WAIT_COUPON,
        3600,
      );
      await expectLimited(
        await send(INTENT, intentFor(await withCoupon('CARTE61', 'card')), client),
        WAIT_COUPON,
        3600,
      );
      await expectLimited(
        await send('/v2/public/offers/BIENVENUE5', {}, client),
        WAIT_COUPON,
        3600,
      );
    });

    it('count nothing for orders whose coupon is known', async () => {
      const client = newClient();
      for (let i = 1; i <= 5; i++) {
        const intent = await send(
          INTENT,
          intentFor(await withCoupon('BIENVENUE5', 'card')),
          client,
        );
        expect(intent.status, String(i)).toBe(200);
        const res = await send(ORDERS, postJson(await withCoupon('BIENVENUE5')), client);
        expect(res.status, String(i)).toBe(200);
      }
      for (let i = 1; i <= 60; i++) {
        const res = await send(`/v2/public/offers/ESSAI${i}`, {}, client);
        expect(res.status, String(i)).toBe(404);
      }
      await expectLimited(await send('/v2/public/offers/ESSAI61', {}, client), WAIT_COUPON, 3600);
    });
  });

  describe('address search', () => {
    it('lets an office type its addresses a key at a time, and bounds a script at 2,000 a quarter', async () => {
      const client = newClient();
      const typed = '2 Rue Paul Bourget, Grenoble';
      // 30 colleagues, each typing the address (a search per key from the 3rd) and checking it.
      let asked = 0;
      for (let colleague = 1; colleague <= 30; colleague++) {
        for (let length = 3; length <= typed.length; length++) {
          const query = encodeURIComponent(typed.slice(0, length));
          const res = await send(`/v2/public/locations/?query=${query}`, {}, client);
          expect(res.status, `${colleague}: ${typed.slice(0, length)}`).not.toBe(429);
          asked += 1;
        }
        const distance = `/v2/public/locations/distance?location=${encodeURIComponent(typed)}`;
        expect((await send(distance, {}, client)).status).toBe(200);
        asked += 1;
      }
      expect(asked).toBe(30 * 27); // 26 searches (3 to 28 characters) and a distance each
      // A script going on meets the wall at the 2,001st call of the quarter.
      for (let i = asked + 1; i <= 2000; i++) {
        const res = await send('/v2/public/locations/?query=Grenoble', {}, client);
        expect(res.status, String(i)).toBe(200);
      }
      await expectLimited(
        await send('/v2/public/locations/?query=Grenoble', {}, client),
        'Trop de recherches d’adresse en peu de temps depuis votre connexion. Veuillez réessayer dans 15 minutes.',
        900,
      );
    });
  });

  describe('thresholds from the restaurant’s settings', () => {
    const WAIT_COUPON =
      'Trop de codes promo essayés depuis votre connexion. Veuillez réessayer dans 60 minutes.';

    it('counts against the `limits` row as it stands, keeping the counters when it changes', async () => {
      await setLimits({ ...RESTAURANT.limits, coupon_per_address: 3 });
      const client = newClient();
      for (let i = 1; i <= 3; i++) {
        expect((await send(`/v2/public/offers/ESSAI${i}`, {}, client)).status, String(i)).toBe(404);
      }
      await expectLimited(await send('/v2/public/offers/ESSAI4', {}, client), WAIT_COUPON, 3600);
      // Back to the production 60: the same counter (4 lookups so far) lets the 5th through.
      await setLimits(RESTAURANT.limits);
      expect((await send('/v2/public/offers/ESSAI5', {}, client)).status).toBe(404);
    });

    it('falls back to the default for a malformed count, keeping the well-formed ones', async () => {
      await setLimits({ ...RESTAURANT.limits, coupon_per_address: 0, locations_per_address: 2 });
      const client = newClient();
      // A zero count is malformed: the default 60 holds, not a wall at the first lookup.
      for (let i = 1; i <= 4; i++) {
        expect((await send(`/v2/public/offers/ESSAI${i}`, {}, client)).status, String(i)).toBe(404);
      }
      for (let i = 1; i <= 2; i++) {
        const res = await send('/v2/public/locations/?query=Grenoble', {}, client);
        expect(res.status, String(i)).toBe(200);
      }
      await expectLimited(
        await send('/v2/public/locations/?query=Grenoble', {}, client),
        /Trop de recherches d’adresse/,
        900,
      );
    });

    it('counts the whole default set when the row is garbage', async () => {
      await setLimits('illimité');
      const client = newClient();
      for (let i = 1; i <= 60; i++) {
        expect((await send(`/v2/public/offers/G${i}`, {}, client)).status, String(i)).toBe(404);
      }
      await expectLimited(await send('/v2/public/offers/G61', {}, client), WAIT_COUPON, 3600);
    });
  });

  it('keeps its counters apart from the accounts’ and between calls', async () => {
    // A client at its coupon limit still orders and searches.
    const client = newClient();
    for (let i = 1; i <= 61; i++) await send(`/v2/public/offers/X${i}`, {}, client);
    expect(
      (await send(ORDERS, postJson(await order(`${randomUUID()}@example.fr`)), client)).status,
    ).toBe(200);
    expect((await send('/v2/public/locations/?query=Grenoble', {}, client)).status).toBe(200);
  });
});
