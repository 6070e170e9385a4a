/**
 * Stripe's webhook replayed: for one paid card order, 10 signed `payment_intent.succeeded` events
 * (new ids, as Stripe's retries are), 6 other events and one forged, shuffled and sent at once to
 * both APIs. Held when the forged one is a 400, the others 200, and the order has one `paid` entry
 * and one confirmation mail (markPaid's single transaction).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { orderCreatedSchema, paymentIntentResponseSchema } from '@/lib/api/checkout';
import { orderStatusHistory, orders, outbox } from '@/server/db/schema';
import { signedEvent } from '../../tests/support/fake-stripe';
import { nextSlot, payloadFor } from '../../tests/support/order-payload';
import { STRIPE, type BenchCluster } from '../cluster-setup';

export interface WebhookFault {
  sent: number;
  succeededEvents: number;
  /** Answers by instance and status: "API 1: 8 × 200". */
  answers: string[];
  outcomes: Record<string, number>;
  forgedStatus: number;
  paidHistory: number;
  confirmationMails: number;
  status: string;
  held: boolean;
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A card order as the storefront makes it: intent first, then the order naming it. */
async function cardOrder(bench: BenchCluster) {
  const { cluster, ctx } = bench;
  const slot = await nextSlot(ctx, 30, 'pickup');
  const order = await payloadFor(ctx, {
    payment: 'card',
    lines: [{ item_id: 30, quantity: 2 }],
    ...slot,
  });
  const intentRes = await fetch(
    `${cluster.apiUrl}/v2/public/checkout/stripe-payment-intent`,
    json({ amount: Number(order.total), order }),
  );
  const intent = paymentIntentResponseSchema.parse(await intentRes.json()).payload;
  const created = await fetch(
    `${cluster.apiUrl}/v2/public/checkout/`,
    json({
      ...order,
      transaction_id: {
        client_secret: intent.client_secret,
        customer_id: null,
        payment_intent_id: intent.id,
      },
    }),
  );
  const orderId = orderCreatedSchema.parse(await created.json()).payload.order_id;
  return { orderId, intentId: intent.id };
}

const signed = (type: string, object: Record<string, unknown>) =>
  signedEvent(type, object, STRIPE.webhookSecret);

function shuffle<T>(list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

export async function webhookReplays(bench: BenchCluster): Promise<WebhookFault> {
  const { cluster, stripe, database } = bench;
  const { orderId, intentId } = await cardOrder(bench);
  // The diner's card is taken: the provider's intent succeeded.
  const intent = stripe.intents.get(intentId);
  if (!intent) throw new Error(`intention ${intentId} inconnue du faux Stripe`);
  intent.status = 'succeeded';
  const succeeded = { ...intent };
  const types = [
    ...Array<string>(10).fill('payment_intent.succeeded'),
    'payment_intent.processing',
    'payment_intent.processing',
    'payment_intent.payment_failed',
    'payment_intent.payment_failed',
    'charge.succeeded',
    'charge.succeeded',
  ];
  const events = shuffle(
    types.map((type) =>
      signed(
        type,
        type === 'payment_intent.succeeded'
          ? succeeded
          : type === 'charge.succeeded'
            ? { id: `ch_${randomUUID().slice(0, 8)}`, object: 'charge', payment_intent: intentId }
            : {
                ...succeeded,
                status: type.endsWith('processing') ? 'processing' : 'requires_payment_method',
              },
      ),
    ),
  );
  const forged = signed('payment_intent.succeeded', succeeded);
  // Changed after signing: the signature does not cover this body.
  forged.payload = forged.payload.replace('"livemode":false', '"livemode":true');
  const url = (i: number) => `${cluster.apiUrls[i % 2]}/v2/public/checkout/stripe-webhook`;
  const post = (i: number, { payload, header }: { payload: string; header: string }) =>
    fetch(url(i), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    }).then(async (res) => ({
      i,
      status: res.status,
      body: (await res.json()) as { outcome?: string },
    }));
  const answers = await Promise.all([
    ...events.map((event, i) => post(i, event)),
    post(events.length, forged),
  ]);
  const forgedStatus = answers.at(-1)!.status;
  const genuine = answers.slice(0, -1);
  const byInstance = [0, 1].map((instance) => {
    const counts: Record<number, number> = {};
    for (const a of genuine.filter((a) => a.i % 2 === instance))
      counts[a.status] = (counts[a.status] ?? 0) + 1;
    return `API ${instance + 1}: ${Object.entries(counts)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ')}`;
  });
  const outcomes: Record<string, number> = {};
  for (const a of genuine) {
    const key = a.body.outcome ?? String(a.status);
    outcomes[key] = (outcomes[key] ?? 0) + 1;
  }
  const paidHistory = (
    await database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'paid')))
  ).length;
  const confirmationMails = (
    await database.db
      .select()
      .from(outbox)
      .where(like(outbox.reference, `order:${orderId}:confirmation`))
  ).length;
  const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
  return {
    sent: answers.length,
    succeededEvents: 10,
    answers: byInstance,
    outcomes,
    forgedStatus,
    paidHistory,
    confirmationMails,
    status: row?.status ?? 'missing',
    held:
      forgedStatus === 400 &&
      genuine.every((a) => a.status === 200) &&
      paidHistory === 1 &&
      confirmationMails === 1 &&
      row?.status === 'paid',
  };
}
