import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, refusal, request } from '@/lib/api-client';
import { offer } from './domain-cart-fixtures';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const OFFER = offer({ id: 7, type: 'percentage', value: 10 });
const popular = (...ids: number[]) => ({
  status: 'success',
  popular: ids.map((itemId) => ({ itemId, count: 3 })),
});

function stubFetch(answer: (url: string, init?: RequestInit) => Promise<Response> | Response) {
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) =>
    answer(String(url), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client results', () => {
  it('answers the parsed data of a 2xx that fits the contract', async () => {
    stubFetch(() => json(popular(3, 9)));
    expect(await api.popular()).toEqual({ ok: true, data: [3, 9] });
  });

  it('says "invalid" for a 2xx of another shape, never passing it on', async () => {
    stubFetch(() => json({ popular: 'nope' }));
    const result = await api.popular();
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid', status: 200, message: null, retryable: false },
    });
  });

  it("keeps the server's French reason of a refusal, not retryable", async () => {
    stubFetch(() => json({ status: 'error', data: { message: 'Code promo inconnu.' } }, 404));
    const result = await api.coupon('NOPE');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toEqual({
      kind: 'http',
      status: 404,
      message: 'Code promo inconnu.',
      retryable: false,
    });
    expect(refusal(result.error)).toBe('Code promo inconnu.');
  });

  it('marks 5xx, 408 and 429 retryable; a 5xx is not a refusal of the request', async () => {
    for (const [status, retryable] of [
      [502, true],
      [500, true],
      [429, true],
      [408, true],
      [422, false],
    ] as const) {
      stubFetch(() => json({ status: 'error', data: { message: 'Indisponible.' } }, status));
      const result = await api.popular();
      expect(result.ok ? null : result.error.retryable, String(status)).toBe(retryable);
      if (!result.ok && status >= 500) expect(refusal(result.error)).toBeNull();
    }
  });

  it("shows the proxy's French 504: the API took too long, the cart is kept", async () => {
    const message =
      'Le service met trop de temps à répondre. Réessayez dans un instant : votre panier est conservé.';
    stubFetch(() => json({ status: 'error', data: { message } }, 504));
    const result = await api.popular();
    expect(result.ok ? null : result.error).toEqual({
      kind: 'http',
      status: 504,
      message,
      retryable: true,
    });
    expect(result.ok ? null : refusal(result.error)).toBe(message);
  });

  it('ignores an error body that is not the contract one', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const result = await api.popular();
    expect(result.ok ? null : result.error).toEqual({
      kind: 'http',
      status: 502,
      message: null,
      retryable: true,
    });
  });

  it('says "network" when no answer comes', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await api.distance('1 Rue Inconnue');
    expect(result.ok ? null : result.error).toEqual({
      kind: 'network',
      status: null,
      message: null,
      retryable: true,
    });
  });

  it('sends query parameters encoded and a JSON body with its content type', async () => {
    const fetchMock = stubFetch(() =>
      json({ status: 'success', recommendations: [{ itemId: 4, score: 0.5 }] }),
    );
    await api.locations('12 place Grenette & co');
    const [url] = fetchMock.mock.calls[0];
    expect(new URL(String(url), 'http://x').searchParams.get('query')).toBe(
      '12 place Grenette & co',
    );
    expect(await api.recommendations([2, 5])).toEqual({ ok: true, data: [4] });
    const [, init] = fetchMock.mock.calls[1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ cartItems: [2, 5], maxRecommendations: 12 });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('never sends a body that does not fit the contract', async () => {
    const fetchMock = stubFetch(() => json({}));
    // An order number is a positive integer.
    const result = await api.finaliseOrder({ order_id: -1, order_key: 'k', status: 'pending' });
    expect(result.ok ? null : result.error.kind).toBe('invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('maps a coupon answer to its offer, or null when the answer names none', async () => {
    stubFetch(() => json({ status: 'success', payload: [OFFER] }));
    const found = await api.coupon('DIX');
    expect(found.ok && found.data?.id).toBe(7);
    stubFetch(() => json({ status: 'success', payload: [] }));
    expect(await api.coupon('RIEN')).toEqual({ ok: true, data: null });
  });
});

describe('api client sharing and abort', () => {
  it('shares one request between callers asking for the same GET at once', async () => {
    let release: (r: Response) => void = () => undefined;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const first = api.popular();
    const second = api.popular();
    release(json(popular(1)));
    expect(await first).toEqual({ ok: true, data: [1] });
    expect(await second).toEqual({ ok: true, data: [1] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Once answered, the next ask is a new request.
    stubFetch(() => json(popular()));
    expect(await api.popular()).toEqual({ ok: true, data: [] });
  });

  it('keeps a shared request going while one caller still waits for it', async () => {
    let release: (r: Response) => void = () => undefined;
    let seen: AbortSignal | undefined;
    stubFetch((_url, init) => {
      seen = init?.signal ?? undefined;
      return new Promise<Response>((resolve) => (release = resolve));
    });
    const leaving = new AbortController();
    const first = api.popular(leaving.signal);
    const second = api.popular();
    leaving.abort();
    expect(await first).toEqual({
      ok: false,
      error: { kind: 'aborted', status: null, message: null, retryable: false },
    });
    expect(seen?.aborted).toBe(false);
    release(json(popular(2)));
    expect(await second).toEqual({ ok: true, data: [2] });
  });

  it('stops the request when its last caller gives up', async () => {
    let seen: AbortSignal | undefined;
    stubFetch((_url, init) => {
      seen = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) =>
        seen?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    const controller = new AbortController();
    const pending = api.distance('Grenoble', controller.signal);
    controller.abort();
    expect((await pending).ok).toBe(false);
    expect(seen?.aborted).toBe(true);
  });

  it('answers "aborted" at once for a signal already aborted, without a request', async () => {
    const fetchMock = stubFetch(() => json({}));
    const result = await request({
      path: '/v2/public/settings',
      signal: AbortSignal.abort(),
      answer: () => Promise.resolve(() => null),
    });
    expect(result.ok ? null : result.error.kind).toBe('aborted');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shares a POST only under the key its caller gives (one payment intent per order)', async () => {
    let release: (r: Response) => void = () => undefined;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const body = {
      customer_id: null,
      amount: 12.5,
      payment_intent_id: null,
      order: { local_id: '0b6c2f1e-4c1a-4d43-9d0e-2f0f2f6d8a11' },
    };
    const read = () => Promise.resolve((raw: unknown) => raw);
    const ask = () =>
      request({ method: 'POST', path: '/v2/x', body, share: 'intent 1:12.5', answer: read });
    const [a, b] = [ask(), ask()];
    release(json({ id: 'pi_1' }));
    expect(await a).toEqual({ ok: true, data: { id: 'pi_1' } });
    expect(await b).toEqual({ ok: true, data: { id: 'pi_1' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Without a key, two POSTs are two requests.
    stubFetch(() => json({ id: 'pi_2' }));
    const plain = () => request({ method: 'POST', path: '/v2/x', body, answer: read });
    await Promise.all([plain(), plain()]);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2);
  });
});
