/**
 * How deep a body may nest (server/input-guard.ts, docs/contract.md#input-rules): 32 levels of
 * arrays and objects, the contract's deepest body needing 6, a French 400 past them, counted over
 * the bytes before anything parses them. And what the worst bodies of the largest size cost next
 * to an ordinary one: never the square of their depth.
 */
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/lib/api/schemas';
import { unlimited } from './auth-support';
import { backends, call, postJson, useSuite } from './support';

const MAX_BODY_BYTES = 256 * 1024;
const CEILING = 32;
const TOO_DEEP = `Le corps de la requête est trop imbriqué : ${CEILING} niveaux de crochets ou d’accolades au plus.`;

/** `open` × n, `leaf`, `close` × n: the deepest body of `bytes` bytes at most. */
function nested(open: string, close: string, leaf: string, bytes = MAX_BODY_BYTES): string {
  const depth = Math.floor((bytes - leaf.length) / (open.length + close.length));
  return open.repeat(depth) + leaf + close.repeat(depth);
}

/** A string holding a NUL, as JSON writes it: what the guard refuses once it has found it. */
const NUL = '"\\u0000"';

/** A recommendations call (schema: lib/api/schemas.ts) whose extra key nests `depth` levels. */
const recommendations = (depth: number) =>
  `{"cartItems":[30],"maxRecommendations":3,"extra":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

describe.each(backends)('nesting on $name', (backend) => {
  const suite = useSuite(backend, () => ({ limits: unlimited }));

  it('holds the contract’s deepest body: a card payment’s order options, 6 levels', async () => {
    // { order: { items: [ { options: [ { … } ] } ] } }: object, object, array, object, array, object.
    const body = { order: { items: [{ options: [{ group_id: 3 }] }] } };
    const { status, body: answer } = await call(
      suite.app,
      errorBodySchema,
      '/v2/public/checkout/stripe-payment-intent',
      postJson(body),
    );
    // Read past the guard: the route's own schema refuses what is missing.
    expect(status).toBe(422);
    expect(answer.data.message).toMatch(/^Requête invalide \(/);
  });

  it(`takes ${CEILING} levels and refuses ${CEILING + 1} with a French 400`, async () => {
    expect(recommendations(CEILING)).toMatch(/^\{.*\[{31}\]{31}\}$/);
    const at = await suite.app.request('/v2/recommendations', postJson(recommendations(CEILING)));
    expect(at.status, await at.clone().text()).toBe(200);

    const past = await call(
      suite.app,
      errorBodySchema,
      '/v2/recommendations',
      postJson(recommendations(CEILING + 1)),
    );
    expect([past.status, past.body.data.message]).toEqual([400, TOO_DEEP]);
  });

  it('counts brackets outside strings only, whatever their escapes', async () => {
    const text = JSON.stringify({ cartItems: [30], note: `\\"${'[{'.repeat(100)}` });
    expect(text).toContain('\\\\\\"[{[{');
    const res = await suite.app.request('/v2/recommendations', postJson(text));
    expect(res.status).toBe(200);
  });

  it.each([
    ['arrays around a NUL', nested('[', ']', NUL)],
    ['objects around a NUL', nested('{"a":', '}', NUL)],
    ['arrays around nothing', nested('[', ']', '')],
    ['objects around a number', nested('{"a":', '}', '1')],
  ])('refuses 256 KiB of %s with the same 400', async (_, body) => {
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect(Buffer.byteLength(body)).toBeGreaterThan(MAX_BODY_BYTES - 8);
    const { status, body: answer } = await call(
      suite.app,
      errorBodySchema,
      '/v2/public/checkout/',
      postJson(body),
    );
    expect([status, answer.data.message]).toEqual([400, TOO_DEEP]);
  });
});

describe.each(backends)('what a body costs on $name', (backend) => {
  const suite = useSuite(backend, () => ({ limits: unlimited }));

  /** The least of `runs` timings (ms): noise on a shared machine only ever adds time. */
  async function cost(url: string, body: string, runs = 9): Promise<number> {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      const res = await suite.app.request(url, postJson(body));
      await res.arrayBuffer();
      times.push(performance.now() - started);
    }
    return Math.min(...times);
  }

  // A body as large and flat, through the same guard: one long note, read, parsed and walked,
  // then a 404. The nested bodies are measured against it, so a loaded machine slows both.
  const FLAT = JSON.stringify({ note: 'x'.repeat(MAX_BODY_BYTES - 16) });
  const WORST = {
    'arrays around a NUL': nested('[', ']', NUL),
    'objects around a NUL': nested('{"a":', '}', NUL),
    'arrays around nothing': nested('[', ']', ''),
  };

  it.each(Object.entries(WORST))(
    'a 256 KiB body of %s costs at most 20 flat ones as large',
    async (_, worst) => {
      expect(Buffer.byteLength(FLAT)).toBeLessThanOrEqual(MAX_BODY_BYTES);
      expect(Buffer.byteLength(FLAT)).toBeGreaterThan(MAX_BODY_BYTES - 8);
      const url = '/v2/public/nowhere';
      await cost(url, FLAT, 2); // warm the path: the first calls compile it
      await cost(url, worst, 2);
      const flat = await cost(url, FLAT);
      const ratio = (await cost(url, worst)) / flat;
      // Both read 256 KiB; the nested one is refused on its brackets, the flat one parsed and
      // walked (measured: 0.1 to 0.7). A path rebuilt at each level cost thousands of times an
      // ordinary body of 200 bytes, which is 10 to 25 times cheaper than this flat one.
      expect(ratio, `flat ${flat.toFixed(3)} ms`).toBeLessThan(20);
    },
  );
});
