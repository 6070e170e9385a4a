import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '@/lib/api/schemas';
import { createApp } from '@/server/app';
import { backends, call, useSuite } from './support';

describe.each(backends)('health and errors ($name)', (backend) => {
  const suite = useSuite(backend);

  it('answers the readiness probe', async () => {
    const { status, body } = await call(
      suite.app,
      z.object({ status: z.literal('ok') }),
      '/health',
    );
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
  });

  it.each([
    ['GET', '/nope'],
    ['GET', '/v2/public'],
    ['GET', '/v2/public/menus/1'],
    ['POST', '/v2/public/menus'],
    ['GET', '/v2/recommendations'],
    ['DELETE', '/v2/public/settings'],
  ])('answers 404 in French for %s %s', async (method, url) => {
    const { status, body } = await call(suite.app, errorBodySchema, url, { method });
    expect(status).toBe(404);
    expect(body.data.message).toBe('Ressource introuvable.');
  });

  it('answers 500 with a French message and logs the cause', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A fresh app, so a failing route can be added before its router is built.
    const app = createApp(suite.db);
    app.get('/__boom', () => {
      throw new Error('panne simulée');
    });
    const { status, body } = await call(app, errorBodySchema, '/__boom');
    expect(status).toBe(500);
    expect(body.data.message).toMatch(/erreur inattendue/);
    expect(body.data.message).not.toContain('panne');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
