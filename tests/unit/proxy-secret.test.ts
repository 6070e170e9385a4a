/**
 * The secret between the storefront and the API (lib/api/proxy-secret.ts): compared whole, never
 * matched when either side has none; and the one the demo, E2E and bench processes share
 * (ops/processes.ts): the environment's, else drawn once and kept for every process
 * started afterwards.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sameSecret } from '@/lib/api/proxy-secret';
import { proxySecret } from '../../ops/processes';

const SECRET = 'le-secret-du-site-et-de-l-api-en-test';

describe('sameSecret', () => {
  it.each([
    [SECRET, SECRET, true],
    [`${SECRET}x`, SECRET, false],
    [SECRET.slice(0, -1), SECRET, false],
    ['', SECRET, false],
    [null, SECRET, false],
    [undefined, SECRET, false],
    ['', '', false],
    [SECRET, '', false],
    [SECRET, undefined, false],
  ])('%j against %j is %s', (sent, secret, same) => {
    expect(sameSecret(sent, secret)).toBe(same);
  });
});

describe('the secret of a run', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is the environment’s when set', () => {
    vi.stubEnv('PROXY_SECRET', SECRET);
    expect(proxySecret()).toBe(SECRET);
  });

  it('is drawn once otherwise, 32 random bytes, and kept for the processes started next', () => {
    vi.stubEnv('PROXY_SECRET', '');
    const drawn = proxySecret();
    expect(drawn).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(proxySecret()).toBe(drawn);
    expect(process.env.PROXY_SECRET).toBe(drawn);
  });
});
