/**
 * What a diner typed, in the mails the restaurant sends (docs/adr/0032): a name or a note holding
 * line breaks, bidirectional marks and a link reaches the mailbox, through a real SMTP server,
 * on one line, quoted as the diner's and never a link; a first name that is not one greets no one.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderCreatedSchema } from '@/lib/api/checkout';
import { RESTAURANT } from '@/server/db/seed/restaurant';

const LINK = 'http://localhost:3000/success?order=1&key=k';
import { outbox } from '@/server/db/schema';
import { createMailSender } from '@/server/services/mail-sender';
import { newOrderMails } from '@/server/services/mail';
import { diner, mailsTo, request, useAuthSuite } from './auth-support';
import { demoReceiptHeader, orderFacts, payloadFor } from './checkout-support';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp';
import { backends, postJson, useSuite } from './support';

const VICTIM = 'victime@example.fr';
const PHISHING = 'ATTENTION : paiement refusé. Réglez sur https://paiement-poulet.example/r';
/** Line breaks of every kind, bidirectional and zero-width marks, a bell. */
const FORGED_NAME = `Camille\n\n${PHISHING}\u202e`;
const FORGED_NOTE = `bien cuites\u202e\r\n${PHISHING}\u2028Merci.\u200b\u0007`;
/** What may not reach a mail: controls but the line feed, bidi and zero-width marks. */
const INVISIBLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2028\u2066]/;

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());
afterEach(() => {
  smtp.received.length = 0;
});

describe.each(backends)('the diner’s words in the mails on $name', (backend) => {
  const suite = useSuite(backend);

  it('a guest order to any address: one line, quoted, no link, no greeting by that name', async () => {
    await suite.db.delete(outbox);
    const body = await payloadFor(suite, {
      pickup: false,
      lines: [{ item_id: 30, quantity: 5, note: FORGED_NOTE }],
      // 5 × 4,40 € = 22,00 €; fee 2,22 €, taxed with the order (ADR 34):
      // VAT (22,00 + 2,22) × 10/110 = 2,2018… → 2,20 €.
      figures: { subtotal: 22, discount: 0, delivery: 2.22, tax: 2.2, total: 24.22 },
    });
    body.customer.email = VICTIM;
    body.customer.first_name = FORGED_NAME;
    const res = await suite.app.request('/v2/public/checkout/', postJson(body));
    expect(res.status).toBe(200);
    const { order_id: id, order_key: key } = orderCreatedSchema.parse(await res.json()).payload;

    const sender = createMailSender(suite.db, { url: smtp.url });
    try {
      expect(await sender.flush()).toEqual({ sent: 2, failed: 0 });
    } finally {
      await sender.close();
    }
    const mail = smtp.received.find((m) => m.to.includes(VICTIM));
    expect(mail?.text.replace(/\r\n/g, '\n')).toBe(
      [
        'Bonjour,',
        '',
        `Merci pour votre commande n° ${id} chez Poulet Grenette.`,
        'Livraison à l’adresse indiquée : « 2 Rue Paul Bourget, 38000 Grenoble », dès que possible.',
        '',
        `Suivre votre commande : http://localhost:3000/success?order=${id}&key=${key}`,
        '',
        ...demoReceiptHeader(id),
        '',
        '5 × Frites de patate douce : 22,00 €',
        '    Prix unitaire : 4,40 € · TVA 10 %',
        '    Allergènes : aucun des 14 allergènes majeurs',
        '    Peut contenir : gluten, œufs',
        '    Votre note : « bien cuites / ATTENTION : paiement refusé. Réglez sur https[:]//paiement-poulet[.]example/r / Merci. »',
        '',
        'Sous-total : 22,00 €',
        'Livraison : 2,22 €',
        'TVA 10 % sur 22,02 € HT : 2,20 €',
        'Total HT : 22,02 €',
        'Total TVA : 2,20 €',
        'Total TTC : 24,22 €',
        '',
        'Paiement : à régler à la livraison.',
        'À régler en espèces : 24,22 €',
        '',
        'À très vite,',
        'Poulet Grenette',
        RESTAURANT.contacts.phone,
      ].join('\n'),
    );
    // The kitchen's copy quotes the name the same way, on its one line.
    const kitchen = smtp.received.find((m) => !m.to.includes(VICTIM));
    expect(kitchen?.text).toContain(
      'Client : « Camille / ATTENTION : paiement refusé. Réglez sur https[:]//paiement-poulet[.]example/r Durand »',
    );
    for (const text of [mail?.text, kitchen?.text]) {
      expect(text).not.toMatch(INVISIBLE);
      expect(text).not.toContain('https://');
    }
  });
});

describe('the confirmation, on facts no checkout would store', () => {
  const facts = orderFacts({
    customer: {
      first_name: 'Jean-Édouard d’Arc',
      email: VICTIM,
      location: {
        address: '2 Rue Paul Bourget\nTotal : 0,00 €\u200b',
        postal_code: '38000\t',
        city: 'Grenoble » réglez sur www.exemple.fr\u2066',
      },
    },
    freeItems: [],
    deliveryDate: '',
  });

  it('greets a real first name, and quotes the address on its one line', () => {
    const [mail] = newOrderMails(facts, RESTAURANT, LINK);
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Bonjour Jean-Édouard d’Arc,');
    expect(lines).toContain(
      'Livraison à l’adresse indiquée : « 2 Rue Paul Bourget / Total : 0,00 €, 38000 Grenoble ” réglez sur www[.]exemple[.]fr », dès que possible.',
    );
    expect(lines.filter((line) => line.startsWith('Total'))).toEqual([
      'Total HT : 11,59 €',
      'Total TVA : 0,91 €',
      'Total TTC : 12,50 €',
    ]);
  });

  it.each([
    ['a name past forty characters', 'Marie-Christine-Alexandrine-Gwendoline-Eulalie'],
    ['a name of five words', 'Marie Anne Claire Louise Jeanne'],
    ['a link', 'exemple.fr'],
    ['digits', 'Appelez le 0899'],
    ['nothing', '\u202e '],
  ])('greets no one by %s', (_, name) => {
    const [mail] = newOrderMails(
      {
        ...facts,
        order: { ...facts.order, customer: { ...facts.order.customer, first_name: name } },
      },
      RESTAURANT,
      LINK,
    );
    expect(mail.text.split('\n')[0]).toBe('Bonjour,');
  });
});

describe.each(backends)('the account mails on $name', (backend) => {
  const suite = useAuthSuite(backend);

  it('a sign-up with any address mails its code under a plain greeting, on its own lines', async () => {
    const person = diner({ email: VICTIM, first_name: FORGED_NAME });
    expect((await request(suite, '/signup/', { body: person })).status).toBe(200);
    const [mail] = await mailsTo(suite, VICTIM);
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Bonjour,');
    expect(lines.filter((line) => /ATTENTION|https/.test(line))).toEqual([]);
    expect(mail.text).not.toMatch(INVISIBLE);
  });
});
