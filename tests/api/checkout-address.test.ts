/**
 * A delivery is stored with the place it was priced for (docs/contract.md#post-v2publiccheckout):
 * a postal code or a town other than the geocoded address's is refused, nothing stored; the
 * ways people write a town (case, accents, « St », hyphens, apostrophes) are not.
 */
import { describe, expect, it } from 'vitest';
import { orderCreatedSchema, type OrderPayloadInput } from '@/lib/api/checkout';
import { errorBodySchema } from '@/lib/api/schemas';
import { orders } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { unlimited } from './auth-support';
import { countOrders, payloadFor } from './checkout-support';
import { backends, postJson, useSuite } from './support';

const URL_ = '/v2/public/checkout/';
/** In the bundled addresses, 2.3 km from the restaurant; its street is in no other town. */
const ESSARTIE = {
  address: '13 Rue de l’Essartie',
  postal_code: '38400',
  city: 'Saint-Martin-d’Hères',
};

describe.each(backends)('the delivery address on $name', (backend) => {
  const suite = useSuite(backend, () => ({ limits: unlimited }));

  /** A cash delivery to `address`, then sent with `typed` as its postal code and town. */
  async function order(typed: { postal_code: string; city: string }, address = ESSARTIE) {
    const body: OrderPayloadInput = await payloadFor(suite, {
      pickup: false,
      address,
      lines: [{ item_id: 30, quantity: 5 }],
    });
    body.customer.location = { ...body.customer.location, ...typed };
    const res = await suite.app.request(URL_, postJson(body));
    return { res, body };
  }

  const WRONG_POSTAL_CODE =
    "Le code postal ne correspond pas à l’adresse de livraison (38400 Saint-Martin-d'Hères) : corrigez-le ou choisissez l’adresse parmi les suggestions.";
  const WRONG_CITY =
    "La ville ne correspond pas à l’adresse de livraison (38400 Saint-Martin-d'Hères) : corrigez-la ou choisissez l’adresse parmi les suggestions.";

  it.each([
    [{ postal_code: '75001', city: 'Paris' }, WRONG_POSTAL_CODE],
    [{ postal_code: '38130', city: 'Échirolles' }, WRONG_POSTAL_CODE],
    [{ postal_code: '38400', city: 'Échirolles' }, WRONG_CITY],
    [{ postal_code: '38400', city: 'Saint-Martin-d’Uriage' }, WRONG_CITY],
  ])('refuses %o for the address it was priced for, storing nothing', async (typed, message) => {
    const { res, body } = await order(typed);
    expect(errorBodySchema.parse(await res.json()).data.message).toBe(message);
    expect(res.status).toBe(422);
    expect(await countOrders(suite, body.local_id)).toBe(0);
  });

  it.each([
    { postal_code: '38400', city: 'Saint-Martin-d’Hères' },
    { postal_code: '38 400', city: 'ST MARTIN D’HERES' },
    { postal_code: '38400', city: 'saint martin d heres' },
    { postal_code: '38400', city: 'St-Martin-d’Hères' },
  ])('takes %o, and stores the place as the geocoder spells it', async (typed) => {
    const { res } = await order(typed);
    expect(res.status).toBe(200);
    const { order_id } = orderCreatedSchema.parse(await res.json()).payload;
    const [row] = await suite.db.select().from(orders).where(eq(orders.id, order_id));
    expect(row.customer.location).toEqual({
      address: ESSARTIE.address,
      postal_code: '38400',
      city: "Saint-Martin-d'Hères",
      country: 'France',
    });
  });

  /** Grenoble has two codes; the bundled addresses give each of its streets the first. */
  const STALINGRAD = { address: '30 Rue de Stalingrad', postal_code: '38000', city: 'Grenoble' };

  it.each(['38000', '38100'])('takes %s in Grenoble and stores the code typed', async (code) => {
    const { res } = await order({ postal_code: code, city: 'Grenoble' }, STALINGRAD);
    expect(res.status).toBe(200);
    const { order_id } = orderCreatedSchema.parse(await res.json()).payload;
    const [row] = await suite.db.select().from(orders).where(eq(orders.id, order_id));
    expect(row.customer.location).toMatchObject({ postal_code: code, city: 'Grenoble' });
  });

  it('refuses a code Grenoble does not have', async () => {
    const { res } = await order({ postal_code: '38400', city: 'Grenoble' }, STALINGRAD);
    expect(res.status).toBe(422);
    expect(errorBodySchema.parse(await res.json()).data.message).toMatch(/^Le code postal/);
  });
});
