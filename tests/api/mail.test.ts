/**
 * Mail (docs/adr/0008): a placed order's confirmation reaches a real local SMTP server
 * through the sender (services/mail-sender.ts), `sent_at` records it, failures leave it for a
 * later flush, and concurrent flushes never send it twice. Without SMTP, `GET /__dev/mail` lists
 * the outbox of an address.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orderCreatedSchema } from '@/lib/api/checkout';
import { devMailResponseSchema } from '@/lib/api/dev-mail';
import { errorBodySchema } from '@/lib/api/schemas';
import { createApp } from '@/server/app';
import { outbox } from '@/server/db/schema';
import { devMailboxAllowed, loadEnv } from '@/server/env';
import { createMailSender, type MailSender } from '@/server/services/mail-sender';
import { payloadFor } from './checkout-support';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp';
import { backends, call, postJson, useSuite } from './support';

const CAMILLE = 'camille.durand@example.fr';
/** Every order also sends the kitchen its mail (kitchen-mail.test.ts): two mails per cash order. */
const kitchenSubject = (id: number) => `Nouvelle commande n° ${id} — À emporter — dès que possible`;
/** Background work (a kicked flush, the retry timer) gets time even on a busy machine. */
const eventually = (assertion: () => unknown) =>
  vi.waitFor(assertion, { timeout: 5_000, interval: 20 });

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

describe.each(backends)('mail on $name', (backend) => {
  const suite = useSuite(backend);
  let sender: MailSender | undefined;
  let warn: ReturnType<typeof vi.spyOn>;

  const newSender = (from?: string) => {
    sender = createMailSender(suite.db, { url: smtp.url, from });
    return sender;
  };
  const sentAt = async (orderId: number) => {
    const [mail] = await suite.db
      .select({ sentAt: outbox.sentAt })
      .from(outbox)
      .where(eq(outbox.reference, `order:${orderId}:confirmation`));
    return mail.sentAt;
  };
  /** Places a cash pickup order (2 × sweet potato fries) through the checkout, as a diner would. */
  async function placeOrder(email = CAMILLE) {
    const body = await payloadFor(suite, { lines: [{ item_id: 30, quantity: 2 }] });
    body.customer.email = email;
    const res = await suite.app.request('/v2/public/checkout/', postJson(body));
    expect(res.status).toBe(200);
    return { id: orderCreatedSchema.parse(await res.json()).payload.order_id, total: body.total };
  }

  beforeEach(async () => {
    // Each test starts from an empty outbox: what a flush sends is what the test queued.
    await suite.db.delete(outbox);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    smtp.release();
    await sender?.close();
    sender = undefined;
    smtp.received.length = 0;
    smtp.refuseAll = false;
    smtp.refusedRecipients.clear();
    vi.restoreAllMocks();
  });

  describe('with SMTP', () => {
    it('delivers a cash order’s confirmation in French and sets sent_at', async () => {
      const order = await placeOrder();
      expect(await sentAt(order.id)).toBeNull();

      expect(await newSender().flush()).toEqual({ sent: 2, failed: 0 });

      expect(smtp.received).toHaveLength(2);
      const [mail] = smtp.received;
      expect(mail.to).toEqual([CAMILLE]);
      expect(mail.subject).toBe(`Votre commande n° ${order.id} chez Poulet Grenette`);
      expect(mail.text).toContain('Bonjour Camille,');
      expect(mail.text).toContain(`Merci pour votre commande n° ${order.id} chez Poulet Grenette.`);
      expect(order.total).toBe(7.8);
      expect(mail.text).toContain('Total TTC : 7,80 €');
      expect(mail.text).toContain('Paiement : à régler au retrait.');
      // Without MAIL_FROM, the restaurant's own name and contact address.
      expect(mail.from).toBe('bonjour@poulet-grenette.fr');
      expect(mail.fromHeader).toContain('Poulet Grenette');
      expect(await sentAt(order.id)).toBeInstanceOf(Date);
    });

    it('sends a mail once: a second flush finds nothing to send', async () => {
      await placeOrder();
      const mail = newSender();
      await mail.flush();
      expect(await mail.flush()).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(2);
    });

    it('sends from MAIL_FROM when it is given', async () => {
      await placeOrder();
      await newSender('Comptoir <commandes@exemple.fr>').flush();
      expect(smtp.received[0].from).toBe('commandes@exemple.fr');
      expect(smtp.received[0].fromHeader).toContain('Comptoir');
    });

    it('leaves a refused mail unsent (logged), and a later flush delivers it', async () => {
      const order = await placeOrder();
      smtp.refuseAll = true;
      const mail = newSender();

      expect(await mail.flush()).toEqual({ sent: 0, failed: 2 });
      expect(await sentAt(order.id)).toBeNull();
      // One line naming the mail and the failure by its codes (docs/adr/0008): never the error's
      // message or the server's reply, which quote the recipient.
      expect(warn.mock.calls[0]).toEqual([
        expect.stringMatching(
          new RegExp(
            `^\\[mail\\] n° \\d+ \\(order:${order.id}:confirmation\\) non envoyé, nouvel essai plus tard : Error \\S+ SMTP \\d{3}$`,
          ),
        ),
      ]);
      expect(JSON.stringify(warn.mock.calls)).not.toContain(CAMILLE);

      smtp.refuseAll = false;
      expect(await mail.flush()).toEqual({ sent: 2, failed: 0 });
      expect(await sentAt(order.id)).toBeInstanceOf(Date);
      expect(smtp.received.map((m) => m.subject)).toEqual([
        `Votre commande n° ${order.id} chez Poulet Grenette`,
        kitchenSubject(order.id),
      ]);
    });

    it('goes on with the other mails when the server refuses one recipient', async () => {
      const refused = await placeOrder('inconnu@example.fr');
      const accepted = await placeOrder();
      smtp.refusedRecipients.add('inconnu@example.fr');

      expect(await newSender().flush()).toEqual({ sent: 3, failed: 1 });
      expect(await sentAt(refused.id)).toBeNull();
      expect(await sentAt(accepted.id)).toBeInstanceOf(Date);
    });

    it('stops at a server that is down, and delivers everything once it is back', async () => {
      const first = await placeOrder();
      const second = await placeOrder();
      await smtp.stop();
      const mail = newSender();
      try {
        // The first refused connection ends the pass: the second mail is not even tried.
        expect(await mail.flush()).toEqual({ sent: 0, failed: 1 });
        expect(await sentAt(first.id)).toBeNull();
        expect(await sentAt(second.id)).toBeNull();
      } finally {
        await smtp.start();
      }
      expect(await mail.flush()).toEqual({ sent: 4, failed: 0 });
      expect(smtp.received).toHaveLength(4);
    });

    it('never sends one mail twice when flushes run at once', async () => {
      const orders = [await placeOrder(), await placeOrder(), await placeOrder()];
      smtp.hold();
      const mail = newSender();
      const flushes = [mail.flush(), mail.flush()];
      await eventually(() => expect(smtp.held).toBe(1));
      // Two more while the first pass is in the middle of sending.
      flushes.push(mail.flush(), mail.flush());
      smtp.release();
      await Promise.all(flushes);

      const subjects = smtp.received.map((m) => m.subject).sort();
      expect(subjects).toEqual(
        orders
          .flatMap((o) => [`Votre commande n° ${o.id} chez Poulet Grenette`, kitchenSubject(o.id)])
          .sort(),
      );
    });

    it('two API instances flushing at once send each mail once (claimed in the database)', async () => {
      const orders = [await placeOrder(), await placeOrder(), await placeOrder()];
      smtp.hold();
      // Two senders over one database: two instances of the API.
      const a = newSender();
      const b = createMailSender(suite.db, { url: smtp.url });
      try {
        const passes = [a.flush(), b.flush()];
        await eventually(() => expect(smtp.held).toBeGreaterThanOrEqual(1));
        smtp.release();
        const [fromA, fromB] = await Promise.all(passes);
        expect(fromA.sent + fromB.sent).toBe(6);
        expect(smtp.received.map((m) => m.subject).sort()).toEqual(
          orders
            .flatMap((o) => [
              `Votre commande n° ${o.id} chez Poulet Grenette`,
              kitchenSubject(o.id),
            ])
            .sort(),
        );
      } finally {
        await b.close();
      }
    });

    it('leaves a mail another sender holds, and sends it once that claim has ended', async () => {
      const order = await placeOrder();
      // Claimed by an instance that died in the middle of its pass.
      await suite.db.update(outbox).set({ claimedUntil: sql`now() + interval '10 minutes'` });
      expect(await newSender().flush()).toEqual({ sent: 0, failed: 0 });
      await suite.db.update(outbox).set({ claimedUntil: sql`now() - interval '1 second'` });
      expect(await sender!.flush()).toEqual({ sent: 2, failed: 0 });
      expect(await sentAt(order.id)).toBeInstanceOf(Date);
    });

    it('a flush asked for during a pass also sends what was queued after that pass began', async () => {
      const first = await placeOrder();
      smtp.hold();
      const mail = newSender();
      const running = mail.flush();
      await eventually(() => expect(smtp.held).toBe(1));

      const second = await placeOrder();
      const next = mail.flush();
      smtp.release();

      expect(await running).toEqual({ sent: 2, failed: 0 });
      expect(await next).toEqual({ sent: 2, failed: 0 });
      expect(await sentAt(first.id)).toBeInstanceOf(Date);
      expect(await sentAt(second.id)).toBeInstanceOf(Date);
      expect(smtp.received).toHaveLength(4);
    });

    it('kick() returns before SMTP answers, and the mail is delivered in the background', async () => {
      const order = await placeOrder();
      smtp.hold();
      newSender().kick();
      await eventually(() => expect(smtp.held).toBe(1));
      expect(await sentAt(order.id)).toBeNull();

      smtp.release();
      await eventually(async () => expect(await sentAt(order.id)).toBeInstanceOf(Date));
      await eventually(() => expect(smtp.received).toHaveLength(2));
    });

    it('retries on its timer until the server accepts', async () => {
      const order = await placeOrder();
      smtp.refuseAll = true;
      newSender().startRetries(50);
      await eventually(() => expect(warn).toHaveBeenCalled());

      smtp.refuseAll = false;
      await eventually(async () => expect(await sentAt(order.id)).toBeInstanceOf(Date));
      await eventually(() => expect(smtp.received).toHaveLength(2));
    });

    it('does not send mail older than a day (kept from before SMTP was set)', async () => {
      await suite.db.insert(outbox).values({
        to: CAMILLE,
        subject: 'Ancienne confirmation',
        text: 'Trop tard.',
        reference: 'test:old',
        createdAt: new Date(Date.now() - 2 * 24 * 3600 * 1000),
      });
      expect(await newSender().flush()).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(0);
    });
  });

  describe('GET /__dev/mail', () => {
    it('lists the outbox of an address, newest first, while no SMTP_URL is set', async () => {
      const first = await placeOrder();
      const second = await placeOrder();
      await placeOrder('autre@example.fr');

      const url = `/__dev/mail?to=${encodeURIComponent(CAMILLE)}`;
      const { status, body } = await call(suite.app, devMailResponseSchema, url);
      expect(status).toBe(200);
      expect(body.payload.map((m) => m.subject)).toEqual([
        `Votre commande n° ${second.id} chez Poulet Grenette`,
        `Votre commande n° ${first.id} chez Poulet Grenette`,
      ]);
      const [newest] = body.payload;
      expect(newest.to).toBe(CAMILLE);
      expect(newest.text).toContain('Total TTC : 7,80 €');
      expect(Date.parse(newest.created_at)).not.toBeNaN();
    });

    it('answers an empty list for an address without mail', async () => {
      const { status, body } = await call(
        suite.app,
        devMailResponseSchema,
        '/__dev/mail?to=personne@example.fr',
      );
      expect(status).toBe(200);
      expect(body.payload).toEqual([]);
    });

    it.each(['/__dev/mail', '/__dev/mail?to=', '/__dev/mail/?to=%20'])(
      'answers 400 in French without an address (%s)',
      async (url) => {
        const { status, body } = await call(suite.app, errorBodySchema, url);
        expect(status).toBe(400);
        expect(body.data.message).toBe(
          'Indiquez l’adresse e-mail dont il faut lister les messages (paramètre to).',
        );
      },
    );

    it('is an unknown route (404) when mail is sent through SMTP', async () => {
      const app = createApp(suite.db, { mail: newSender(), devMailbox: true });
      const { status, body } = await call(app, errorBodySchema, `/__dev/mail?to=${CAMILLE}`);
      expect(status).toBe(404);
      expect(body.data.message).toBe('Ressource introuvable.');
    });

    it('is an unknown route (404) unless asked for: DEV_MAILBOX=1, never in production', async () => {
      const closed = createApp(suite.db, { mailLog: null });
      expect((await call(closed, errorBodySchema, `/__dev/mail?to=${CAMILLE}`)).status).toBe(404);
      expect(devMailboxAllowed(loadEnv({ NODE_ENV: 'development', DEV_MAILBOX: '1' }))).toBe(true);
      expect(devMailboxAllowed(loadEnv({ NODE_ENV: 'development' }))).toBe(false);
      expect(devMailboxAllowed(loadEnv({ NODE_ENV: 'development', DEV_MAILBOX: '0' }))).toBe(false);
      expect(devMailboxAllowed(loadEnv({ DEV_MAILBOX: '1', NODE_ENV: 'production' }))).toBe(false);
    });

    it('is an unknown route (404) when the environment sets SMTP_URL', async () => {
      const app = createApp(suite.db, {
        env: loadEnv({ NODE_ENV: 'test', SMTP_URL: smtp.url }),
        devMailbox: true,
      });
      const { status } = await call(app, errorBodySchema, `/__dev/mail?to=${CAMILLE}`);
      expect(status).toBe(404);
    });
  });

  describe('the log without SMTP', () => {
    it('announces each queued mail by its reference and subject, never the address', async () => {
      const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
      // As the API runs: no SMTP, the default log; a Stripe key so a card order can be placed.
      const app = createApp(suite.db, {
        now: () => suite.now,
        env: { STRIPE_SECRET_KEY: 'sk_test_log' },
      });
      const placed = async (payment: 'cash' | 'card') => {
        const body = await payloadFor(suite, { lines: [{ item_id: 30, quantity: 2 }], payment });
        const res = await app.request('/v2/public/checkout/', postJson(body));
        expect(res.status).toBe(200);
        return orderCreatedSchema.parse(await res.json()).payload;
      };
      const announced = (id: number) =>
        `[mail] order:${id}:confirmation en attente dans l’outbox : Votre commande n° ${id} chez Poulet Grenette`;
      const kitchen = (id: number, kind: string, subject: string) => [
        `[mail] order:${id}:kitchen:${kind} en attente dans l’outbox : ${subject}`,
      ];

      // A cash order's confirmation is queued with the order.
      const { order_id: cash } = await placed('cash');
      expect(info.mock.calls).toEqual([
        [announced(cash)],
        kitchen(cash, 'new', kitchenSubject(cash)),
      ]);
      // A card order's is not, until the diner settles it in cash (queued in that transaction).
      const { order_id: card, order_key } = await placed('card');
      const awaited = `${kitchenSubject(card)} — carte en attente, ne pas préparer`;
      expect(info).toHaveBeenCalledTimes(3);
      const settled = await app.request('/v2/public/checkout/', {
        ...postJson({ order_id: card, order_key, status: 'pending' }),
        method: 'PUT',
      });
      expect(settled.status).toBe(200);
      expect(info.mock.calls).toEqual([
        [announced(cash)],
        kitchen(cash, 'new', kitchenSubject(cash)),
        kitchen(card, 'new', awaited),
        [announced(card)],
        kitchen(
          card,
          'cash',
          `Commande n° ${card} à encaisser au retrait — À emporter — dès que possible`,
        ),
      ]);
      expect(JSON.stringify(info.mock.calls)).not.toContain(CAMILLE);
      expect(JSON.stringify(info.mock.calls)).not.toContain(order_key);
    });
  });
});

describe('mail environment', () => {
  it('accepts smtp:// and smtps:// URLs and a MAIL_FROM with an address', () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      SMTP_URL: 'smtps://user:secret@smtp.exemple.fr:465',
      MAIL_FROM: 'Poulet Grenette <commandes@exemple.fr>',
    });
    expect(env.SMTP_URL).toBe('smtps://user:secret@smtp.exemple.fr:465');
    expect(env.MAIL_FROM).toBe('Poulet Grenette <commandes@exemple.fr>');
    expect(loadEnv({ NODE_ENV: 'test', SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it('refuses another scheme or a MAIL_FROM without an address, in French', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', SMTP_URL: 'http://smtp.exemple.fr' })).toThrow(
      /SMTP_URL doit être une URL smtp:\/\/ ou smtps:\/\//,
    );
    expect(() => loadEnv({ NODE_ENV: 'test', MAIL_FROM: 'Poulet Grenette' })).toThrow(
      /MAIL_FROM doit contenir une adresse/,
    );
  });
});
