import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fetchApi } from '@/lib/data/fetch-api';

// A running server answers the last good answer when the API fails (ADR 2). Each test reads
// paths of its own: the last good answers live in the module for the whole file.
const schema = z.object({ version: z.number() });
const answers = new Map<string, () => Response>();
const json = (body: unknown) => () => Response.json(body);
const down = () => {
  throw new TypeError('fetch failed');
};

const read = (path: string) => fetchApi(path, schema, null, 'menus', 'Error fetching menus');

beforeEach(() => {
  answers.clear();
  vi.stubEnv('API_ROOT', 'http://api.test');
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubGlobal('fetch', async (url: string) =>
    (answers.get(url.replace('http://api.test', '')) ?? down)(),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchApi in a running server', () => {
  it('throws when the API fails and no answer was ever good', async () => {
    await expect(read('/never')).rejects.toThrow('fetch failed');
  });

  it('answers the last good answer once the API is down, and says so', async () => {
    answers.set('/menus', json({ version: 7 }));
    expect(await read('/menus')).toEqual({ version: 7 });
    answers.set('/menus', json({ version: 8 }));
    expect(await read('/menus')).toEqual({ version: 8 });
    answers.delete('/menus');
    expect(await read('/menus')).toEqual({ version: 8 });
    expect(console.warn).toHaveBeenCalledWith('[fetch-api] last good answer used for', '/menus');
  });

  it.each([
    ['/http-error', () => new Response('Panne', { status: 502 })],
    ['/not-json', () => new Response('<html>pas du json</html>', { status: 200 })],
    ['/wrong-shape', json({ version: 'sept' })],
  ])('answers the last good answer on %s', async (path, answer) => {
    answers.set(path, json({ version: 3 }));
    expect(await read(path)).toEqual({ version: 3 });
    answers.set(path, answer);
    expect(await read(path)).toEqual({ version: 3 });
  });

  it('keeps the last good answers of 32 paths, forgetting the oldest', async () => {
    for (let i = 1; i <= 33; i += 1) answers.set(`/bounded/${i}`, json({ version: i }));
    for (let i = 1; i <= 33; i += 1) await read(`/bounded/${i}`);
    answers.clear();
    await expect(read('/bounded/1')).rejects.toThrow('fetch failed');
    expect(await read('/bounded/2')).toEqual({ version: 2 });
    expect(await read('/bounded/33')).toEqual({ version: 33 });
  });
});

describe('fetchApi during a build or in development', () => {
  it('answers the fallback, even with a last good answer', async () => {
    answers.set('/settings', json({ version: 1 }));
    expect(await read('/settings')).toEqual({ version: 1 });
    answers.clear();
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    expect(await read('/settings')).toBeNull();
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('NEXT_PHASE', '');
    expect(await read('/settings')).toBeNull();
  });
});
