import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { requestLog } from '@/server/request-log';

/** An app with the access log in front, answering as the API's routes do. */
function loggedApp() {
  const lines: string[] = [];
  const app = new Hono();
  app.use(requestLog((line) => lines.push(line)));
  app.get('/v2/public/auth/profile', (c) => c.json({ status: 'success' }));
  app.get('/health', (c) => (c.req.query('down') ? c.json({}, 503) : c.json({ status: 'ok' })));
  app.get('/v2/public/auth/orders', () => {
    throw new HTTPException(401, { message: 'Votre session a expiré.' });
  });
  app.onError((err, c) =>
    c.json({ status: 'error' }, err instanceof HTTPException ? err.status : 500),
  );
  return { app, lines };
}

describe('the access log', () => {
  it('leaves out the health checks that passed, not those that failed', async () => {
    const { app, lines } = loggedApp();
    await app.request('/health');
    await app.request('/health?down=1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/health\?down=\[masqué\] 503 \d+ms$/);
  });

  it('writes one line per request, its token masked', async () => {
    const { app, lines } = loggedApp();
    await app.request('http://127.0.0.1:4000/v2/public/auth/profile?token=abc&user_id=7');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^GET \/v2\/public\/auth\/profile\?token=\[masqué\]&user_id=\[masqué\] 200 \d+ms$/,
    );
    expect(lines[0]).not.toContain('abc');
  });

  it('logs the status the client got when a route refused, still without the token', async () => {
    const { app, lines } = loggedApp();
    await app.request('/v2/public/auth/orders?token=abc&user_id=7&page=2');
    await app.request('/nowhere?otp=123456', { method: 'POST' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^GET \/v2\/public\/auth\/orders\?token=\[masqué\]&user_id=\[masqué\]&page=2 401 \d+ms$/,
    );
    expect(lines[1]).toMatch(/^POST \/nowhere\?otp=\[masqué\] 404 \d+ms$/);
    expect(lines.join('\n')).not.toMatch(/abc|123456/);
  });
});
