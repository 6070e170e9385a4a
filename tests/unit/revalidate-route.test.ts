/**
 * POST /revalidate (app/revalidate/route.ts, lib/cache/revalidate-request.ts): off without a
 * secret, the secret checked, the body checked, Next's revalidateTag called with each tag.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ revalidateTag }));

const { POST } = await import('@/app/revalidate/route');
const { bearerMatches } = await import('@/lib/cache/revalidate-request');

const SECRET = 's3cret-de-revalidation-0123456789abcdef';

function post(body: unknown, authorization: string | null = `Bearer ${SECRET}`) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (authorization !== null) headers.set('authorization', authorization);
  return POST(
    new Request('http://127.0.0.1/revalidate', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

async function message(res: Response) {
  return ((await res.json()) as { data: { message: string } }).data.message;
}

beforeEach(() => {
  revalidateTag.mockReset();
  vi.stubEnv('REVALIDATE_SECRET', SECRET);
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('POST /revalidate', () => {
  it('revalidates each tag once, for the next request to render afresh', async () => {
    const res = await post({ tags: ['menus', 'offers', 'menus'] });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      status: 'success',
      data: { revalidated: ['menus', 'offers'] },
    });
    expect(revalidateTag.mock.calls).toEqual([
      ['menus', { expire: 0 }],
      ['offers', { expire: 0 }],
    ]);
  });

  it('does not exist without REVALIDATE_SECRET (blank counts as unset)', async () => {
    for (const value of [undefined, '', '   ']) {
      vi.stubEnv('REVALIDATE_SECRET', value);
      const res = await post({ tags: ['menus'] });
      expect(res.status).toBe(404);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([
    ['no header', null],
    ['another secret', 'Bearer s3cret-de-revalidation-0123456789abcdeF'],
    ['a prefix of it', `Bearer ${SECRET.slice(0, -1)}`],
    ['the secret with more', `Bearer ${SECRET}x`],
    ['another scheme', `Basic ${SECRET}`],
    ['the bare secret', SECRET],
    ['an empty bearer', 'Bearer '],
  ])('refuses %s with a 401, in French, before reading the body', async (_, authorization) => {
    const res = await post('pas du json', authorization);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(await message(res)).toBe('Jeton de revalidation absent ou invalide.');
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('takes the scheme in any case', async () => {
    expect((await post({ tags: ['settings'] }, `bearer ${SECRET}`)).status).toBe(200);
  });

  it.each([
    ['not JSON', '{tags:', 'Le corps doit être un objet JSON'],
    ['no tags', {}, 'Le champ « tags » doit être une liste d’étiquettes.'],
    ['tags not a list', { tags: 'menus' }, 'Le champ « tags » doit être une liste'],
    ['an empty list', { tags: [] }, 'Donnez au moins une étiquette à revalider.'],
    ['an unknown tag', { tags: ['menus', '_N_T_/menu'] }, 'Étiquette inconnue'],
    ['a tag that is not a string', { tags: [1] }, 'Étiquette inconnue'],
    ['a body too long', { tags: ['menus'], pad: 'x'.repeat(5_000) }, 'Le corps doit être'],
  ])('answers %s with a 400 in French and revalidates nothing', async (_, body, expected) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await message(res)).toContain(expected);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 503, never 500, when Next refuses, and never logs the secret', async () => {
    const logged: unknown[] = [];
    for (const level of ['error', 'info', 'warn', 'log'] as const)
      vi.spyOn(console, level).mockImplementation((...args) => logged.push(...args));
    revalidateTag.mockImplementationOnce(() => {
      throw new Error('Invariant: static generation store missing');
    });
    const res = await post({ tags: ['menus'] });
    expect(res.status).toBe(503);
    expect(await message(res)).toBe('Revalidation impossible pour le moment, réessayez.');
    await post({ tags: ['menus'] });
    await post({ tags: ['menus'] }, 'Bearer faux');
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain(SECRET);
  });
});

describe('bearerMatches', () => {
  it('matches only the exact secret', () => {
    expect(bearerMatches(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(bearerMatches(`Bearer  ${SECRET} `, SECRET)).toBe(true);
    expect(bearerMatches(null, SECRET)).toBe(false);
    expect(bearerMatches('Bearer', SECRET)).toBe(false);
    expect(bearerMatches(`Bearer ${SECRET} extra`, SECRET)).toBe(false);
  });
});
