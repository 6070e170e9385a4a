/** GET /healthz (app/healthz/route.ts): the balancer's check, answered without the API. */
import { describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/healthz/route';
import { BUILD_ID } from '@/lib/pwa/caches';

describe('GET /healthz', () => {
  it('says ok and names the build, never stored', async () => {
    const res = GET();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ status: 'ok', build: BUILD_ID });
  });

  it('asks nothing of the API or Redis: no request leaves the process', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await GET().json();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
