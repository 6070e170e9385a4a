import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { menusResponseSchema } from '@/lib/api/schemas';
import { fetchApi, keepStalePage } from '@/lib/data/fetch-api';

let server: Server;
const answers: Record<string, [number, string]> = {
  '/ok': [200, JSON.stringify({ status: 'success', payload: [] })],
  '/garbage': [200, '<html>pas du json</html>'],
  '/wrong-shape': [200, JSON.stringify({ status: 'success', payload: [{ menu_id: 'x' }] })],
  '/error': [500, JSON.stringify({ status: 'error', data: { message: 'Panne' } })],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, body] = answers[req.url ?? ''] ?? [404, ''];
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_ROOT', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

const read = (path: string) =>
  fetchApi(path, menusResponseSchema, null, 'menus', 'Error fetching menus');

describe('fetchApi', () => {
  it('returns the parsed answer', async () => {
    expect(await read('/ok')).toEqual({ status: 'success', payload: [] });
  });

  it.each(['/garbage', '/wrong-shape', '/error'])('logs and falls back on %s', async (path) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await read(path)).toBeNull();
    expect(log).toHaveBeenCalledWith('Error fetching menus', path, expect.any(String));
    log.mockRestore();
  });

  it('falls back when the API is unreachable', async () => {
    vi.stubEnv('API_ROOT', 'http://127.0.0.1:9');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await read('/ok')).toBeNull();
    log.mockRestore();
  });
});

describe('keepStalePage', () => {
  it('only keeps the last good page in a running production server', () => {
    expect(keepStalePage({ NODE_ENV: 'production' })).toBe(true);
    expect(keepStalePage({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toBe(
      false,
    );
    expect(keepStalePage({ NODE_ENV: 'development' })).toBe(false);
    expect(keepStalePage({ NODE_ENV: 'test' })).toBe(false);
  });
});
