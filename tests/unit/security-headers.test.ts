import { describe, expect, it, vi } from 'vitest';
import { createApp } from '@/server/app';
import type { Database } from '@/server/db/client';

/** A database that fails every query: the API's 500 path, with no database to open. */
const brokenDb = new Proxy({} as Database, {
  get() {
    throw new Error('base de données indisponible');
  },
});

describe('the API’s security headers', () => {
  const app = createApp(brokenDb, { mailLog: null });
  const API_CSP = "default-src 'none'; frame-ancestors 'none'";

  it.each([
    ['an answer', '/health', 200],
    ['a 404', '/v2/public/inconnu', 404],
    ['a 500', '/v2/public/settings', 500],
  ])('are on %s', async (_, path, status) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app.request(path);
    logged.mockRestore();
    expect(res.status).toBe(status);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe(API_CSP);
  });
});
