/**
 * The diner's mails when the kitchen moves their order (docs/adr/0041, docs/product.md): accepted
 * and delayed with the ready time on the restaurant's clock, ready to collect, refused with the
 * reason quoted as typed; a card taken is refunded, never « pas été débité »; one mail per move
 * that took, none for a move refused or lost to another tablet.
 */
import { eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { TIMEOUT_REASON } from '@/lib/domain/order-life';
import { orders, outbox } from '@/server/db/schema';
import { refuseOverdueOrders } from '@/server/services/staff/orders';
import { backends, useSuite } from './support';
import {
  move,
  placedOrder,
  scheduledOrder,
  signedInStaff,
  staffSuiteOptions,
  unreachableStripe,
} from './staff-support';

const NOW = new Date('2026-06-01T10:00:00Z'); // Monday, 12:00 in Grenoble (UTC+2): open.
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const DINER = 'camille.durand@example.fr';
const PHONE = '04 65 71 12 34';

describe.each(backends)('the diner’s mails from the kitchen on $name', (backend) => {
  const suite = useSuite(backend, staffSuiteOptions);
  afterEach(() => {
    suite.now = NOW;
  });
  /** The move mails of an order, oldest first. */
  const mails = (id: number) =>
    suite.db
      .select()
      .from(outbox)
      .where(like(outbox.reference, `order:${id}:move:%`))
      .orderBy(outbox.id);

  it('tells a pickup accepted, delayed and ready, with the time and the phone', async () => {
    const token = await signedInStaff(suite);
    const id = await placedOrder(suite);
    expect(await mails(id)).toEqual([]);
    await move(suite, token, id, 'accept', { ready_in_minutes: 15 });
    const [accepted] = await mails(id);
    expect(accepted.to).toBe(DINER);
    // 10:15Z is 12 h 15 in Grenoble in June.
    expect(accepted.text).toContain(`Votre commande n° ${id} est acceptée : prête vers 12 h 15.`);
    expect(accepted.text).toContain(`Pour joindre le restaurant : ${PHONE}`);
    expect(accepted.subject).toContain(`Votre commande n° ${id} est acceptée`);
    suite.now = minutes(5);
    await move(suite, token, id, 'delay', { minutes: 10 });
    expect((await mails(id))[1].text).toContain(
      `Votre commande n° ${id} est retardée : prête vers 12 h 25.`,
    );
    await move(suite, token, id, 'ready');
    const all = await mails(id);
    expect(all).toHaveLength(3);
    expect(all[2].text).toContain(`Votre commande n° ${id} est prête : venez la retirer.`);
    expect(all[2].text).toContain(PHONE);
    await move(suite, token, id, 'handed-over');
    expect(await mails(id)).toHaveLength(3);
  });

  it('names the day of a scheduled order accepted for its slot', async () => {
    const token = await signedInStaff(suite);
    const { id, slot } = await scheduledOrder(suite);
    await move(suite, token, id, 'accept', { ready_in_minutes: 10 });
    expect([slot.date, slot.range]).toEqual(['2026-06-02', '11:30-11:45']);
    expect((await mails(id))[0].text).toContain(
      `Votre commande n° ${id} est acceptée : prête le mardi 2 juin vers 11 h 30.`,
    );
  });

  it('tells a delivery when it will arrive, and nothing when it leaves', async () => {
    const token = await signedInStaff(suite);
    const id = await placedOrder(suite, { pickup: false, lines: [{ item_id: 30, quantity: 6 }] });
    await move(suite, token, id, 'accept', { ready_in_minutes: 30 });
    await move(suite, token, id, 'out-for-delivery');
    const all = await mails(id);
    expect(all).toHaveLength(1);
    expect(all[0].text).toContain(`Votre commande n° ${id} est acceptée : livrée vers 12 h 30.`);
  });

  it('quotes the kitchen’s reason as typed, its link defused, and says nothing of cash', async () => {
    const token = await signedInStaff(suite);
    const id = await placedOrder(suite);
    const reason = 'Plus de « poulet »\nvoir https://poulet.example/r';
    expect((await move(suite, token, id, 'refuse', { reason })).status).toBe(200);
    const [refused] = await mails(id);
    expect(refused.text).toContain(`Votre commande n° ${id} est refusée.`);
    expect(refused.text).toContain(
      'Raison : « Plus de “ poulet ” / voir https[:]//poulet[.]example/r »',
    );
    expect(refused.text).not.toContain('https://');
    expect(refused.text).not.toMatch(/paiement|débité/);
    expect(refused.text).toContain(PHONE);
  });

  it('tells the automatic refusal with its reason once the clock passes the deadline', async () => {
    const id = await placedOrder(suite);
    await refuseOverdueOrders(suite.db, minutes(7), unreachableStripe);
    expect(await mails(id)).toEqual([]);
    await refuseOverdueOrders(suite.db, minutes(8), unreachableStripe);
    await refuseOverdueOrders(suite.db, minutes(9), unreachableStripe);
    const all = await mails(id);
    expect(all).toHaveLength(1);
    expect(all[0].text).toContain(`Raison : « ${TIMEOUT_REASON} »`);
  });

  it('promises a card taken a refund by the restaurant, never « pas été débité »', async () => {
    const token = await signedInStaff(suite);
    const id = await placedOrder(suite, { payment: 'card' });
    await suite.db
      .update(orders)
      .set({ status: 'paid', paymentState: 'captured' })
      .where(eq(orders.id, id));
    await move(suite, token, id, 'refuse', { reason: 'Four en panne' });
    const [refused] = await mails(id);
    expect(refused.text).toContain(
      `Votre paiement par carte vous sera remboursé par le restaurant ; pour toute question : ${PHONE}.`,
    );
    expect(refused.text).not.toMatch(/pas été débité/);
  });

  it('sends nothing for a move refused, and one mail when two tablets race', async () => {
    const first = await signedInStaff(suite, 'tablette1@exemple.fr', 'mot de passe tablette 1');
    const second = await signedInStaff(suite, 'tablette2@exemple.fr', 'mot de passe tablette 2');
    const id = await placedOrder(suite);
    expect((await move(suite, first, id, 'ready')).status).toBe(409);
    expect(await mails(id)).toEqual([]);
    const replies = await Promise.all([
      move(suite, first, id, 'accept', { ready_in_minutes: 10 }),
      move(suite, second, id, 'accept', { ready_in_minutes: 20 }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const all = await mails(id);
    expect(all).toHaveLength(1);
    const won = replies.find((r) => r.status === 200)?.body as { order: { ready_at: string } };
    const time = won.order.ready_at === minutes(10).toISOString() ? '12 h 10' : '12 h 20';
    expect(all[0].text).toContain(`prête vers ${time}.`);
    expect((await move(suite, second, id, 'accept', { ready_in_minutes: 5 })).status).toBe(409);
    expect(await mails(id)).toHaveLength(1);
  });
});
