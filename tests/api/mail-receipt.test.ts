/**
 * The diner's confirmation is an itemised receipt (« note »), and both order mails repeat each
 * line's allergens (docs/product.md#the-receipt): read through a real SMTP server for a cash
 * order, and as the outbox holds it for a card order confirmed once paid, after the menus changed.
 * Figures worked out by hand from the seed's prices; the clock is Monday 1 June 2026, 12:00 in
 * Paris.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderCreatedSchema, orderUpdatedSchema, type OrderPayloadInput } from '@/lib/api/checkout';
import { DEFAULT_SETTINGS } from '@/lib/api/default-settings';
import { items, orders, outbox } from '@/server/db/schema';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import { createMailSender } from '@/server/services/mail-sender';
import { receiptLines } from '@/server/services/receipt';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { demoReceiptHeader, orderFacts, payloadFor } from './checkout-support';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp';
import { backends, call, postJson, useSuite } from './support';

const SECRET = 'sk_test_comptoir_receipt';
const PHONE = RESTAURANT.contacts.phone;

let smtp: FakeSmtp;
let stripe: FakeStripe;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  stripe = await startFakeStripe({ secretKey: SECRET });
});
afterAll(async () => {
  await smtp.close();
  await stripe.close();
});
afterEach(() => {
  smtp.received.length = 0;
});

/**
 * Delivered to 2 Rue Paul Bourget (fee 2,22 €), BIENVENUE5 (−5 €), at two rates:
 * - 2 × Onion rings x8 (4,40 €) with the honey-mustard sauce (+0,50 €): 2 × 4,90 = 9,80 € at 10 %;
 * - 2 × Coca-Cola 33 cl (3,00 €): 6,00 € at 5,5 %;
 * - 1 × sweet potato fries: 4,40 € at 10 %.
 * Subtotal 20,20 €: 14,20 € at 10 %, 6,00 € at 5,5 %. Paid after the 5 €: 15,20 €, spread in
 * proportion: 1 520 × 1 420 / 2 020 = 1 068,51 and 1 520 × 600 / 2 020 = 451,49, the cent left
 * to the larger remainder: 10,69 € and 4,51 €. The fee in proportion to the amounts before tax,
 * weights 1 069 × 1,055 and 451 × 1,10: 222 × 0,6945 = 154,18 and 222 × 0,3055 = 67,82, the cent
 * left to the larger remainder: 1,54 € and 0,68 €.
 * 10 %: TTC 10,69 + 1,54 = 12,23 €, VAT 12,23 × 10/110 = 1,1118 → 1,11 €, HT 11,12 €.
 * 5,5 %: TTC 4,51 + 0,68 = 5,19 €, VAT 5,19 × 5,5/105,5 = 0,2706 → 0,27 €, HT 4,92 €.
 * Total 17,42 € = 20,20 − 5,00 + 2,22; VAT 1,11 + 0,27 = 1,38 €; HT 11,12 + 4,92 = 16,04 €.
 */
const TWO_RATES = {
  pickup: false,
  coupon: 'BIENVENUE5',
  lines: [
    { item_id: 28, quantity: 2, options: [{ group_id: 1, option_id: 107, quantity: 1 }] },
    { item_id: 33, quantity: 2 },
    { item_id: 30, quantity: 1 },
  ],
  figures: { subtotal: 20.2, discount: 5, delivery: 2.22, tax: 1.38, total: 17.42 },
};

const ITEM_LINES = [
  '2 × Onion rings x8 : 9,80 €',
  '    + Miel-moutarde à l’ancienne (+0,50 €)',
  '    Prix unitaire : 4,90 € · TVA 10 %',
  '    Allergènes : gluten, moutarde, sulfites',
  '    Peut contenir : œufs, lait',
  '',
  '2 × Coca-Cola 33 cl : 6,00 €',
  '    Prix unitaire : 3,00 € · TVA 5,5 %',
  '    Allergènes : aucun des 14 allergènes majeurs',
  '',
  '1 × Frites de patate douce : 4,40 €',
  '    Prix unitaire : 4,40 € · TVA 10 %',
  '    Allergènes : aucun des 14 allergènes majeurs',
  '    Peut contenir : gluten, œufs',
];

const VAT_LINES = [
  'TVA 5,5 % sur 4,92 € HT : 0,27 €',
  'TVA 10 % sur 11,12 € HT : 1,11 €',
  'Total HT : 16,04 €',
  'Total TVA : 1,38 €',
  'Total TTC : 17,42 €',
];

/** The cents of « 1,38 € ». */
const cents = (amount: string) => Number(amount.replace(/[^\d]/g, ''));

describe.each(backends)('the receipt on $name', (backend) => {
  const suite = useSuite(backend, () => ({
    env: { STRIPE_SECRET_KEY: SECRET, STRIPE_API_BASE: stripe.url },
  }));
  let diner = 0;

  /** Places an order for a new diner (BIENVENUE5 is once per e-mail); its id, key and e-mail. */
  async function place(wish: Parameters<typeof payloadFor>[1]) {
    const body: OrderPayloadInput = await payloadFor(suite, wish);
    body.customer.email = `recu.${++diner}@example.fr`;
    const res = await call(suite.app, orderCreatedSchema, '/v2/public/checkout/', postJson(body));
    expect(res.status).toBe(200);
    return { ...res.body.payload, email: body.customer.email };
  }

  const mailOf = async (reference: string) => {
    const [mail] = await suite.db.select().from(outbox).where(eq(outbox.reference, reference));
    return mail;
  };

  it('itemises a cash order: identity, date, lines, VAT by rate adding up, payment', async () => {
    await suite.db.delete(outbox);
    const order = await place(TWO_RATES);
    const sender = createMailSender(suite.db, { url: smtp.url });
    try {
      expect(await sender.flush()).toEqual({ sent: 2, failed: 0 });
    } finally {
      await sender.close();
    }
    const mail = smtp.received.find((m) => m.to.includes(order.email));
    expect(mail?.text).toBe(
      [
        'Bonjour Camille,',
        '',
        `Merci pour votre commande n° ${order.order_id} chez Poulet Grenette.`,
        'Livraison à l’adresse indiquée : « 2 Rue Paul Bourget, 38000 Grenoble », dès que possible.',
        '',
        `Suivre votre commande : http://localhost:3000/success?order=${order.order_id}&key=${order.order_key}`,
        '',
        ...demoReceiptHeader(order.order_id),
        '',
        ...ITEM_LINES,
        '',
        'Sous-total : 20,20 €',
        'Remise : −5,00 €',
        'Livraison : 2,22 €',
        ...VAT_LINES,
        '',
        'Paiement : à régler à la livraison.',
        'À régler en espèces : 17,42 €',
        '',
        'À très vite,',
        'Poulet Grenette',
        PHONE,
      ].join('\n'),
    );

    // The rates' VAT adds up to the order's, as stored, and each rate's HT + VAT to its TTC.
    const [row] = await suite.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row).toMatchObject({ taxCents: 138, totalCents: 1742 });
    expect(row.vatRates).toEqual([
      { rate: 550, ht: 492, vat: 27, ttc: 519 },
      { rate: 1000, ht: 1112, vat: 111, ttc: 1223 },
    ]);
    const byRate = [...mail!.text.matchAll(/^TVA [\d,]+ % sur ([\d,]+) € HT : ([\d,]+) €$/gm)];
    expect(byRate.reduce((sum, [, , vat]) => sum + cents(vat), 0)).toBe(row.taxCents);
    expect(byRate.reduce((sum, [, ht]) => sum + cents(ht), 0)).toBe(row.totalCents - row.taxCents);
  });

  it('repeats the allergens per line in the kitchen’s copy', async () => {
    const order = await place(TWO_RATES);
    const kitchen = await mailOf(`order:${order.order_id}:kitchen:new`);
    expect(kitchen.text).toContain(
      [
        '2 × Onion rings x8 : 9,80 €',
        '    + Miel-moutarde à l’ancienne',
        '    Allergènes : gluten, moutarde, sulfites',
        '    Peut contenir : œufs, lait',
        '2 × Coca-Cola 33 cl : 6,00 €',
        '    Allergènes : aucun',
        '1 × Frites de patate douce : 4,40 €',
        '    Allergènes : aucun',
        '    Peut contenir : gluten, œufs',
        '',
      ].join('\n'),
    );
  });

  it('a card order: the receipt once paid, with the lines as sold though the menus changed', async () => {
    const order = await place({ ...TWO_RATES, payment: 'card' });
    expect(await mailOf(`order:${order.order_id}:confirmation`)).toBeUndefined();
    // The kitchen now says the onion rings hold milk: the receipt tells what was sold.
    await suite.db
      .update(items)
      .set({ allergens: ['gluten', 'lait'] })
      .where(eq(items.id, 28));
    try {
      const [row] = await suite.db.select().from(orders).where(eq(orders.id, order.order_id));
      const intent = stripe.add(row.totalCents, 'succeeded', row.localId);
      const put = await call(suite.app, orderUpdatedSchema, '/v2/public/checkout/', {
        ...postJson({
          order_id: order.order_id,
          order_key: order.order_key,
          status: 'paid',
          transaction_id: { client_secret: null, customer_id: null, payment_intent_id: intent.id },
        }),
        method: 'PUT',
      });
      expect(put.body.payload.status).toBe('paid');
    } finally {
      await suite.db
        .update(items)
        .set({ allergens: ['gluten'] })
        .where(eq(items.id, 28));
    }
    const text = (await mailOf(`order:${order.order_id}:confirmation`)).text;
    const lines = text.split('\n');
    expect(
      lines.slice(lines.indexOf(ITEM_LINES[0]), lines.indexOf('Sous-total : 20,20 €')),
    ).toEqual([...ITEM_LINES, '']);
    expect(text).toContain(`\n${VAT_LINES.join('\n')}\n`);
    expect(text).toContain('\nPaiement : par carte, reçu.\nPayé par carte : 17,42 €\n');
    const paid = await mailOf(`order:${order.order_id}:kitchen:paid`);
    expect(paid.text).toContain('\n    Allergènes : gluten, moutarde, sulfites\n');
  });

  it('says « demandez-nous » with the phone where the menus give no allergens, and shows gifts', async () => {
    await suite.db.execute(sql`update items set allergens = null where id = 30`);
    try {
      // Tonight, DESSERTOFFERT from 25 €: 6 × sweet potato fries delivered, 6 × 4,40 = 26,40 €,
      // fee 2,22 €, a cookie offered. All at 10 %: VAT 28,62 × 10/110 = 2,6018… → 2,60 €.
      suite.now = new Date('2026-06-01T17:00:00Z');
      const order = await place({
        pickup: false,
        coupon: 'DESSERTOFFERT',
        lines: [{ item_id: 30, quantity: 6 }],
        figures: {
          subtotal: 26.4,
          discount: 0,
          delivery: 2.22,
          tax: 2.6,
          total: 28.62,
          free_items: [{ item_id: 40, quantity: 1 }],
        },
      });
      const text = (await mailOf(`order:${order.order_id}:confirmation`)).text;
      expect(text).toContain(
        [
          '6 × Frites de patate douce : 26,40 €',
          '    Prix unitaire : 4,40 € · TVA 10 %',
          `    Informations allergènes : demandez-nous au ${PHONE}`,
          '    Peut contenir : gluten, œufs',
          '',
          '1 × Cookie triple chocolat : offert',
          '    Allergènes : gluten, œufs, soja, lait',
          '    Peut contenir : arachides, fruits à coque',
          '',
          'Sous-total : 26,40 €',
          'Livraison : 2,22 €',
          'TVA 10 % sur 26,02 € HT : 2,60 €',
          'Total HT : 26,02 €',
          'Total TVA : 2,60 €',
          'Total TTC : 28,62 €',
        ].join('\n'),
      );
      expect(text).toContain('Commande du lundi 1 juin 2026 à 19:00');
      const kitchen = await mailOf(`order:${order.order_id}:kitchen:new`);
      expect(kitchen.text).toContain(
        [
          '6 × Frites de patate douce : 26,40 €',
          '    Allergènes non renseignés',
          '    Peut contenir : gluten, œufs',
          '1 × Cookie triple chocolat : offert',
          '    Allergènes : gluten, œufs, soja, lait',
          '    Peut contenir : arachides, fruits à coque',
        ].join('\n'),
      );
    } finally {
      suite.now = new Date('2026-06-01T10:00:00Z');
      await suite.db.execute(sql`update items set allergens = '{}' where id = 30`);
    }
  });
});

describe('receiptLines, on facts no checkout would store', () => {
  const restaurant = { ...RESTAURANT, legal: DEFAULT_SETTINGS.legal };
  /** Pickup of 1 × a 12,00 € formula with a 3,00 € beer at 20 %, paid by card. */
  const facts = orderFacts({
    isPickup: true,
    status: 'paid',
    paymentMethod: 'card',
    freeItems: [],
    subtotalCents: 1500,
    deliveryCents: 0,
    // 12,00 € × 10/110 = 1,09 €; 3,00 € × 20/120 = 0,50 €.
    taxCents: 159,
    totalCents: 1500,
    vatRates: [
      { rate: 1000, ht: 1091, vat: 109, ttc: 1200 },
      { rate: 2000, ht: 250, vat: 50, ttc: 300 },
    ],
  });
  facts.lines = [
    {
      itemId: 1,
      quantity: 1,
      name: 'Formule soir',
      note: '',
      unitPriceCents: 1200,
      vatRate: 1000,
      allergens: { contains: ['gluten'], mayContain: [], complete: false },
      options: [
        { name: 'Ketchup', priceCents: 0, quantity: 2, vatRate: 1000 },
        { name: 'Bière blonde 25 cl', priceCents: 300, quantity: 1, vatRate: 2000 },
      ],
    },
  ];

  it('names an option’s own rate, the contacts without a legal identity, a card paid', () => {
    expect(receiptLines(facts, restaurant, undefined)).toEqual([
      'Reçu de la commande n° 7',
      'Poulet Grenette',
      '12 Place Grenette, 38000 Grenoble',
      'Commande du lundi 1 juin 2026 à 12:00',
      '',
      '1 × Formule soir : 15,00 €',
      '    + 2 × Ketchup',
      '    + Bière blonde 25 cl (+3,00 €, TVA 20 %)',
      '    Prix unitaire : 15,00 € · TVA 10 %',
      '    Allergènes connus : gluten',
      `    Informations allergènes : demandez-nous au ${PHONE}`,
      '',
      'Sous-total : 15,00 €',
      'TVA 10 % sur 10,91 € HT : 1,09 €',
      'TVA 20 % sur 2,50 € HT : 0,50 €',
      'Total HT : 13,41 €',
      'Total TVA : 1,59 €',
      'Total TTC : 15,00 €',
      '',
      'Paiement : par carte, reçu.',
      'Payé par carte : 15,00 €',
    ]);
  });

  it('leaves out VAT by rate that does not add up to the stored VAT, and says a free delivery', () => {
    const wrong = { ...facts.order, isPickup: false, taxCents: 160, status: 'pending' };
    const lines = receiptLines({ ...facts, order: wrong }, restaurant, undefined);
    expect(lines.filter((line) => line.startsWith('TVA'))).toEqual([]);
    expect(lines).toContain('Livraison : offerte');
    expect(lines).toContain('Total TVA : 1,60 €');
    expect(lines.slice(-1)).toEqual(['Paiement : par carte, en attente.']);
  });
});
