/**
 * The kitchen mail (docs/product.md#the-kitchen-mail): one French mail with each accepted order's
 * insert, one more for each later event (paid, or a failed card switched to cash), never one event
 * twice. Texts written by hand; figures are the seed's prices. The clock is Monday 1 June 2026,
 * 12:00 in Paris.
 */
import { eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderCreatedSchema, orderUpdatedSchema, type OrderPayloadInput } from '@/lib/api/checkout';
import { devMailResponseSchema } from '@/lib/api/dev-mail';
import { createApp } from '@/server/app';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import { orders, outbox, settings } from '@/server/db/schema';
import { kitchenMail } from '@/server/services/kitchen-mail';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { orderFacts, payloadFor } from './checkout-support';
import { backends, call, postJson, useSuite } from './support';

const URL_ = '/v2/public/checkout/';
const WEBHOOK_URL = '/v2/public/checkout/stripe-webhook';
const SECRET = 'sk_test_comptoir_kitchen';
const WEBHOOK_SECRET = 'whsec_comptoir_kitchen';
const KITCHEN = 'bonjour@poulet-grenette.fr';
const CUSTOMER_LINES = [
  'Client : « Camille Durand »',
  'Téléphone : 06 12 34 56 78',
  'E-mail : camille.durand@example.fr',
];
const signer = new Stripe('sk_test_signer', { telemetry: false });

const put = (body: unknown): RequestInit => ({ ...postJson(body), method: 'PUT' });

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: SECRET });
});
afterAll(() => stripe.close());

describe.each(backends)('kitchen mail on $name', (backend) => {
  const suite = useSuite(backend, () => ({
    env: {
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_API_BASE: stripe.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  }));

  /** The kitchen mails of an order, oldest first. */
  const kitchenMails = (id: number) =>
    suite.db
      .select()
      .from(outbox)
      .where(like(outbox.reference, `order:${id}:kitchen:%`))
      .orderBy(outbox.id);

  /** The key POST answered for each order, which PUT shows. */
  const keys = new Map<number, string>();

  async function create(body: OrderPayloadInput): Promise<number> {
    const res = await call(suite.app, z.unknown(), URL_, postJson(body));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { order_id, order_key } = orderCreatedSchema.parse(res.body).payload;
    keys.set(order_id, order_key);
    return order_id;
  }

  /** 2 × sweet potato fries (3,90 €, « bien cuites ») and large fries (2,90 € + 1 €): 11,70 €. */
  const lunch = (payment: 'cash' | 'card' = 'cash') =>
    payloadFor(suite, {
      payment,
      lines: [
        { item_id: 30, quantity: 2, note: 'bien cuites' },
        { item_id: 25, quantity: 1, options: [{ group_id: 3, option_id: 302, quantity: 1 }] },
      ],
    });

  /** 6 × sweet potato fries delivered (6 × 4,40 € = 26,40 €, fee 2,22 €) tonight at 19:00. */
  const tonight = (coupon: string, figures: { discount: number; tax: number; total: number }) =>
    payloadFor(suite, {
      lines: [{ item_id: 30, quantity: 6 }],
      coupon,
      date: '2026-06-01',
      range: '19:00-19:30',
      pickup: false,
      instant: new Date('2026-06-01T17:00:00Z'),
      figures: { subtotal: 26.4, delivery: 2.22, ...figures },
    });

  /** PUT /checkout with the order's key, answered with the status asked for. */
  async function finalise(update: {
    order_id: number;
    status: 'paid' | 'pending';
    transaction_id?: Record<string, string | null>;
  }) {
    const body = { ...update, order_key: keys.get(update.order_id) };
    const res = await call(suite.app, orderUpdatedSchema, URL_, put(body));
    expect(res.body.payload.status).toBe(update.status);
  }

  /** PUT paid with an intent, as the browser does once the card went through. */
  const putPaid = (id: number, intentId: string) =>
    finalise({
      order_id: id,
      status: 'paid',
      transaction_id: { client_secret: null, customer_id: null, payment_intent_id: intentId },
    });

  /** Pays an order by PUT with a succeeded intent made for it. */
  async function payByCard(id: number) {
    const [row] = await suite.db.select().from(orders).where(eq(orders.id, id));
    const intent = stripe.add(row.totalCents, 'succeeded', row.localId);
    await putPaid(id, intent.id);
    return { row, intent };
  }

  function webhook(intent: { id: string; amount: number }, localId: string) {
    const payload = JSON.stringify({
      id: `evt_${intent.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          object: 'payment_intent',
          id: intent.id,
          amount: intent.amount,
          currency: 'eur',
          status: 'succeeded',
          metadata: { local_id: localId },
        },
      },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return suite.app.request(WEBHOOK_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
  }

  /** Writes a settings entry (the seed has no `orders_email` row: the default '' holds). */
  const setSetting = (name: string, value: unknown) =>
    suite.db
      .insert(settings)
      .values({ name, value })
      .onConflictDoUpdate({ target: settings.name, set: { value } });

  afterEach(async () => {
    await suite.db.delete(settings).where(eq(settings.name, 'orders_email'));
    await setSetting('contacts', RESTAURANT.contacts);
  });

  it('tells the kitchen of a cash pickup order once, readable at a glance', async () => {
    const id = await create(await lunch());

    const mails = await kitchenMails(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: KITCHEN,
      reference: `order:${id}:kitchen:new`,
      subject: `Nouvelle commande n° ${id} — À emporter — dès que possible`,
    });
    expect(mails[0].text).toBe(
      [
        `Nouvelle commande n° ${id}`,
        'À emporter — Dès que possible',
        '',
        ...CUSTOMER_LINES,
        '',
        '2 × Frites de patate douce : 7,80 €',
        '    Allergènes : aucun',
        '    Peut contenir : gluten, œufs',
        '    Note du client : « bien cuites »',
        '1 × Frites maison : 3,90 €',
        '    + Grande',
        '    Allergènes : aucun',
        '    Peut contenir : gluten, œufs',
        '',
        'Sous-total : 11,70 €',
        'Total : 11,70 €',
        'TVA incluse : 1,06 €',
        '',
        'Paiement : À encaisser au retrait (11,70 €).',
      ].join('\n'),
    );
    // The diner's confirmation is another mail, to the diner.
    const all = await suite.db
      .select()
      .from(outbox)
      .where(like(outbox.reference, `order:${id}:%`));
    expect(all.map((m) => m.reference).sort()).toEqual([
      `order:${id}:confirmation`,
      `order:${id}:kitchen:new`,
    ]);
  });

  it('names the delivery address, the slot in French, the discount and the fee', async () => {
    // BIENVENUE5 −5 €; total 23,62 €, fee included; VAT 23,62 € × 10/110 = 2,147… → 2,15 €.
    const id = await create(await tonight('BIENVENUE5', { discount: 5, tax: 2.15, total: 23.62 }));

    const [mail, ...others] = await kitchenMails(id);
    expect(others).toEqual([]);
    expect(mail.subject).toBe(
      `Nouvelle commande n° ${id} — Livraison — lundi 1 juin, 19:00 – 19:30`,
    );
    expect(mail.text).toBe(
      [
        `Nouvelle commande n° ${id}`,
        'Livraison — lundi 1 juin, créneau 19:00 – 19:30',
        '',
        ...CUSTOMER_LINES,
        'Adresse de livraison : « 2 Rue Paul Bourget, 38000 Grenoble »',
        '',
        '6 × Frites de patate douce : 26,40 €',
        '    Allergènes : aucun',
        '    Peut contenir : gluten, œufs',
        '',
        'Sous-total : 26,40 €',
        'Remise : −5,00 €',
        'Livraison : 2,22 €',
        'Total : 23,62 €',
        'TVA incluse : 2,15 €',
        '',
        'Paiement : À encaisser à la livraison (23,62 €).',
      ].join('\n'),
    );
  });

  it('goes to orders_email when it is set, and nowhere when the restaurant has no address', async () => {
    await setSetting('orders_email', 'cuisine@poulet-grenette.fr');
    // The address is the API's alone: GET settings never answers it.
    const answered = await (await suite.app.request('/v2/public/settings')).text();
    expect(answered).not.toContain('orders_email');
    expect(answered).not.toContain('cuisine@poulet-grenette.fr');
    const routed = await create(await lunch());
    const listed = await call(
      suite.app,
      devMailResponseSchema,
      '/__dev/mail?to=cuisine%40poulet-grenette.fr',
    );
    expect(listed.body.payload.map((m) => m.subject)).toContain(
      `Nouvelle commande n° ${routed} — À emporter — dès que possible`,
    );
    expect((await kitchenMails(routed)).map((m) => m.to)).toEqual(['cuisine@poulet-grenette.fr']);

    await setSetting('orders_email', '');
    await setSetting('contacts', { ...RESTAURANT.contacts, email: '' });
    const unrouted = await create(await lunch());
    expect(await kitchenMails(unrouted)).toEqual([]);
  });

  it('sends one kitchen mail whatever the replays of the same order', async () => {
    const body = await lunch();
    const ids = [await create(body), await create(body), await create(body)];
    expect(new Set(ids).size).toBe(1);
    expect(await kitchenMails(ids[0])).toHaveLength(1);
  });

  it('a card order: payment awaited at creation, then « payée » once, by PUT and webhook', async () => {
    // Tuesday 2 June, 12:00 – 12:15: Tenders x3 (4,90 €) with two sauces, and the Tuesday offer
    // gives a second one. VAT 4,90 € × 10/110 = 0,445… → 0,45 €.
    const body = await payloadFor(suite, {
      payment: 'card',
      date: '2026-06-02',
      range: '12:00-12:15',
      instant: new Date('2026-06-02T10:00:00Z'),
      lines: [
        {
          item_id: 8,
          quantity: 1,
          options: [
            { group_id: 1, option_id: 101, quantity: 1 },
            { group_id: 1, option_id: 103, quantity: 1 },
          ],
        },
      ],
      figures: {
        subtotal: 4.9,
        discount: 0,
        delivery: 0,
        tax: 0.45,
        total: 4.9,
        free_items: [{ item_id: 8, quantity: 1 }],
      },
    });
    const id = await create(body);
    const lines = [
      '',
      ...CUSTOMER_LINES,
      '',
      '1 × Tenders x3 : 4,90 €',
      '    + Ketchup',
      '    + Barbecue fumée',
      '    Allergènes : gluten, œufs, lait, céleri, moutarde, sulfites',
      '1 × Tenders x3 : offert',
      '    Allergènes : gluten, œufs, lait',
      '',
      'Sous-total : 4,90 €',
      'Total : 4,90 €',
      'TVA incluse : 0,45 €',
      '',
    ];

    const [created] = await kitchenMails(id);
    expect(created.subject).toBe(
      `Nouvelle commande n° ${id} — À emporter — mardi 2 juin, 12:00 – 12:15 — carte en attente, ne pas préparer`,
    );
    expect(created.text).toBe(
      [
        `Nouvelle commande n° ${id}`,
        'À emporter — mardi 2 juin, créneau 12:00 – 12:15',
        '*** PAIEMENT PAR CARTE EN ATTENTE : NE PAS PRÉPARER ***',
        'Attendez le mail qui confirme le paiement avant de préparer cette commande.',
        ...lines,
        'Paiement : par carte, EN ATTENTE (pas encore payée).',
      ].join('\n'),
    );

    const { row, intent } = await payByCard(id);
    expect(await (await webhook(intent, row.localId)).json()).toEqual({
      received: true,
      outcome: 'already-paid',
    });
    await putPaid(id, intent.id);

    const mails = await kitchenMails(id);
    expect(mails.map((m) => m.reference)).toEqual([
      `order:${id}:kitchen:new`,
      `order:${id}:kitchen:paid`,
    ]);
    expect(mails[1].subject).toBe(
      `Commande n° ${id} payée par carte — À emporter — mardi 2 juin, 12:00 – 12:15`,
    );
    expect(mails[1].text).toBe(
      [
        `Commande n° ${id} payée par carte`,
        'À emporter — mardi 2 juin, créneau 12:00 – 12:15',
        'Payée par carte, rien à encaisser : à préparer.',
        ...lines,
        'Paiement : Payée par carte.',
      ].join('\n'),
    );
  });

  it('a card order paid by the webhook first gets its one « payée » mail too', async () => {
    const id = await create(await lunch('card'));
    const [row] = await suite.db.select().from(orders).where(eq(orders.id, id));
    const intent = stripe.add(row.totalCents, 'succeeded', row.localId);
    for (const outcome of ['paid', 'already-paid']) {
      expect(await (await webhook(intent, row.localId)).json()).toEqual({
        received: true,
        outcome,
      });
    }
    await putPaid(id, intent.id);
    expect((await kitchenMails(id)).map((m) => m.subject)).toEqual([
      `Nouvelle commande n° ${id} — À emporter — dès que possible — carte en attente, ne pas préparer`,
      `Commande n° ${id} payée par carte — À emporter — dès que possible`,
    ]);
  });

  it('a card order switched to cash gets one mail to collect it; a late card payment one more, nothing to collect', async () => {
    const id = await create(await lunch('card'));
    await finalise({ order_id: id, status: 'pending' });
    await finalise({ order_id: id, status: 'pending' });
    const mails = await kitchenMails(id);
    expect(mails).toHaveLength(2);
    expect(mails[1].reference).toBe(`order:${id}:kitchen:cash`);
    expect(mails[1].subject).toBe(
      `Commande n° ${id} à encaisser au retrait — À emporter — dès que possible`,
    );
    expect(mails[1].text.split('\n').slice(0, 3)).toEqual([
      `Commande n° ${id} à encaisser au retrait`,
      'À emporter — Dès que possible',
      'Le paiement par carte n’a pas abouti : le client paiera au retrait. À préparer.',
    ]);
    expect(mails[1].text.split('\n').at(-1)).toBe('Paiement : À encaisser au retrait (11,70 €).');

    // A card payment landing afterwards: the kitchen must not collect the money a second time.
    const { row, intent } = await payByCard(id);
    await webhook(intent, row.localId);
    const after = await kitchenMails(id);
    expect(after.map((m) => m.reference)).toEqual([
      `order:${id}:kitchen:new`,
      `order:${id}:kitchen:cash`,
      `order:${id}:kitchen:paid`,
    ]);
    expect(after[2].text.split('\n').slice(0, 3)).toEqual([
      `Commande n° ${id} payée par carte`,
      'À emporter — Dès que possible',
      'Payée par carte, rien à encaisser : à préparer.',
    ]);
  });

  it('a cash order paid by card after all gets « payée » as its second mail', async () => {
    const id = await create(await lunch());
    await payByCard(id);
    expect((await kitchenMails(id)).map((m) => m.subject)).toEqual([
      `Nouvelle commande n° ${id} — À emporter — dès que possible`,
      `Commande n° ${id} payée par carte — À emporter — dès que possible`,
    ]);
  });

  it('names a gift from the menus, in the new mail as in the settled one', async () => {
    // DESSERTOFFERT in the evening, from 25 €: total 28,62 €, VAT 28,62 € × 10/110 = 2,60 €;
    // the gift is a cookie (item 40), not among the lines.
    const id = await create(
      await tonight('DESSERTOFFERT', { discount: 0, tax: 2.6, total: 28.62 }),
    );
    await payByCard(id);
    const [created, settled] = await kitchenMails(id);
    expect(created.text).toContain('\n1 × Cookie triple chocolat : offert\n');
    expect(settled.text).toContain('\n1 × Cookie triple chocolat : offert\n');
  });

  it('keeps what the diner typed on its own line: no forged field, nothing in the subject', async () => {
    const body = await payloadFor(suite, {
      pickup: false,
      lines: [
        {
          item_id: 30,
          quantity: 5,
          note: 'bien cuites\n Total : 0,00 €\r\nPaiement : Payée par carte.',
        },
      ],
      // 5 × 4,40 € = 22,00 €; fee 2,22 €; VAT 24,22 € × 10/110 = 2,20 €.
      figures: { subtotal: 22, discount: 0, delivery: 2.22, tax: 2.2, total: 24.22 },
    });
    body.customer.first_name = 'Camille\u2028Adresse de livraison : ailleurs';
    body.customer.last_name = 'Durand\u202e\u0007<script>alert(1)</script>';
    const id = await create(body);

    const [mail] = await kitchenMails(id);
    expect(mail.subject).toBe(`Nouvelle commande n° ${id} — Livraison — dès que possible`);
    const lines = mail.text.split('\n');
    expect(lines).toContain(
      'Client : « Camille / Adresse de livraison : ailleurs Durand <script>alert(1)</script> »',
    );
    expect(lines).toContain(
      '    Note du client : « bien cuites / Total : 0,00 € / Paiement : Payée par carte. »',
    );
    const starting = (field: string) => lines.filter((line) => line.startsWith(field));
    expect(starting('Total')).toEqual(['Total : 24,22 €']);
    expect(starting('Paiement')).toEqual(['Paiement : À encaisser à la livraison (24,22 €).']);
    expect(starting('Téléphone')).toEqual(['Téléphone : 06 12 34 56 78']);
    expect(starting('Adresse')).toHaveLength(1);
    expect(mail.text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u2028\u202e]/);
  });

  it('is announced in the log by its reference and subject only', async () => {
    const logged: string[] = [];
    const app = createApp(suite.db, {
      now: () => suite.now,
      mailLog: (line) => logged.push(line),
    });
    const res = await app.request(URL_, postJson(await lunch()));
    const id = orderCreatedSchema.parse(await res.json()).payload.order_id;
    expect(logged).toEqual([
      `[mail] order:${id}:confirmation en attente dans l’outbox : Votre commande n° ${id} chez Poulet Grenette`,
      `[mail] order:${id}:kitchen:new en attente dans l’outbox : Nouvelle commande n° ${id} — À emporter — dès que possible`,
    ]);
  });
});

describe('kitchenMail, on facts no checkout would store', () => {
  const restaurant = { orders_email: '', contacts: { ...RESTAURANT.contacts, email: KITCHEN } };

  it('writes an address on one line, control and invisible characters out', () => {
    const mail = kitchenMail(
      orderFacts({
        customer: {
          first_name: 'Camille',
          last_name: 'Durand',
          phone: '06 12 34 56 78\u0000',
          location: {
            address: '2 Rue Paul Bourget\nTéléphone : 00 00 00 00 00\u200b',
            postal_code: '38000\t',
            city: 'Grenoble\u2066\r\n\r\nTotal : 0,00 €',
          },
        },
      }),
      restaurant,
      'new',
    );
    expect(mail?.text.split('\n').slice(3, 7)).toEqual([
      'Client : « Camille Durand »',
      'Téléphone : 06 12 34 56 78',
      'Adresse de livraison : « 2 Rue Paul Bourget / Téléphone : 00 00 00 00 00, 38000 Grenoble / Total : 0,00 € »',
      '',
    ]);
  });

  it('says what it does not know rather than guess', () => {
    const mail = kitchenMail(
      orderFacts({
        customer: {},
        deliveryTimeRange: '7h-8h',
        status: 'paid',
        paymentMethod: 'card',
      }),
      restaurant,
      'settled',
      () => undefined,
    );
    expect(mail?.subject).toBe('Commande n° 7 payée par carte — Livraison — créneau à vérifier');
    expect(mail?.text).toBe(
      [
        'Commande n° 7 payée par carte',
        'Livraison — Créneau à vérifier',
        'Payée par carte, rien à encaisser : à préparer.',
        '',
        'Client : non communiqué',
        'Téléphone : non communiqué',
        'Adresse de livraison : non communiquée',
        '',
        '1 × article n° 40 : offert',
        '    Allergènes non renseignés',
        '',
        'Sous-total : 10,00 €',
        'Livraison : 2,50 €',
        'Total : 12,50 €',
        'TVA incluse : 0,91 €',
        '',
        'Paiement : Payée par carte.',
      ].join('\n'),
    );
  });

  it('prefers orders_email, and has no mail without any address', () => {
    const routed = { ...restaurant, orders_email: 'cuisine@poulet-grenette.fr' };
    expect(kitchenMail(orderFacts({}), routed, 'new')?.to).toBe('cuisine@poulet-grenette.fr');
    const nowhere = { orders_email: '', contacts: { ...RESTAURANT.contacts, email: ' ' } };
    expect(kitchenMail(orderFacts({}), nowhere, 'new')).toBeNull();
  });
});
