/**
 * The account calls of the API client (lib/api-client/account.ts): a session token travels in
 * headers only, never in a URL a log, a history or a Referer would keep.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';

const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyzABCDE';
const SESSION = { token: TOKEN, user_id: 7 };
const USER = {
  id: 7,
  email: 'camille@example.fr',
  first_name: 'Camille',
  last_name: 'Durand',
  phone: '06 12 34 56 78',
  address: '',
};

/** Answers each call with the body of the first entry whose key its URL contains. */
function stubFetch(bodies: Record<string, unknown>) {
  const fetchMock = vi.fn<(url: string | URL | Request, init?: RequestInit) => Promise<Response>>(
    async (url) =>
      Response.json(Object.entries(bodies).find(([key]) => String(url).includes(key))?.[1]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('the account calls', () => {
  it('send the session of profile, update-profile and orders in headers, never in the URL', async () => {
    const fetchMock = stubFetch({
      profile: { status: 'success', user: USER },
      update: { status: 'success' },
      orders: { status: 'success', orders: [], page: 2, limit: 20, total: 0 },
    });
    expect((await api.auth.profile(SESSION)).ok).toBe(true);
    expect((await api.auth.updateProfile(SESSION, USER)).ok).toBe(true);
    expect((await api.auth.orders(SESSION, 2)).ok).toBe(true);

    const sent = fetchMock.mock.calls;
    expect(sent.map(([url]) => String(url))).toEqual([
      '/v2/public/auth/profile',
      '/v2/public/auth/update-profile',
      '/v2/public/auth/orders?page=2&limit=20',
    ]);
    for (const [, init] of sent) {
      expect(init?.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, 'x-user-id': '7' });
    }
  });

  it('never shares one session’s profile request with another session’s', async () => {
    const fetchMock = stubFetch({ profile: { status: 'success', user: USER } });
    const other = { token: `${TOKEN.slice(0, -1)}F`, user_id: 8 };
    await Promise.all([api.auth.profile(SESSION), api.auth.profile(other)]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
