import http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  inlineScriptHashes,
  MAX_SCRIPT_HASHES,
  pagePolicy,
  PERMISSIONS_POLICY,
  securityHeaders,
  strictTransportSecurity,
  withScriptHashes,
} from '@/lib/config/security-headers';
import { createApp } from '@/server/app';
import type { Database } from '@/server/db/client';
import { withCompression } from '@/storefront-server/compression';
import { withInlineScriptHashes } from '@/storefront-server/csp-hashes';

/** Hashes worked out with `printf '%s' TEXT | openssl dgst -sha256 -binary | base64`. */
const PUSH = "'sha256-VXfQxoId3eHgS78yBQY2mYYWuOAzZGdxULBMV816UdU='"; // self.__next_f.push([0])
const A_CALL = "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='"; // a()
const C_CALL = "'sha256-uv6BXxguRKhBqgeOtcyTvppA2Vttceh37dUo7xwS8Ug='"; // c()
const TWO_LINES = "'sha256-Z2bhB5rjPaUlMxjif342wcEv3s8btJP583yGf2xNN8o='"; // a();\nb()
const E_ACUTE = "'sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='"; // é

const PAGE_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline' https://js.stripe.com https://*.js.stripe.com; " +
  "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self' https://api.stripe.com; " +
  'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com; ' +
  "worker-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

describe('the pages’ policy', () => {
  it('allows our origin and Stripe’s hosts only, frames nowhere, no plugins, no <base>', () => {
    expect(pagePolicy({ https: false })).toBe(PAGE_POLICY);
  });

  it('upgrades requests on https and allows eval only for next dev', () => {
    expect(pagePolicy({ https: true })).toBe(`${PAGE_POLICY}; upgrade-insecure-requests`);
    expect(pagePolicy({ https: false, development: true })).toContain(
      "script-src 'self' 'unsafe-inline' 'unsafe-eval' https://js.stripe.com",
    );
  });

  it('adds Google’s tag hosts only when the tag manager is enabled (ADR 25)', () => {
    const tags = pagePolicy({ https: false, tagManager: true });
    expect(tags).toContain(
      "script-src 'self' 'unsafe-inline' https://js.stripe.com https://*.js.stripe.com https://*.googletagmanager.com;",
    );
    expect(tags).toContain(
      "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com;",
    );
    expect(tags).toContain('https://*.analytics.google.com');
    expect(pagePolicy({ https: false })).not.toMatch(/google/);
    const rules = securityHeaders({}, { tagManager: true });
    const worker = rules.find((rule) => rule.source === '/sw.js')?.headers[0].value;
    expect(worker).toContain('https://*.googletagmanager.com');
    expect(JSON.stringify(securityHeaders({}))).not.toMatch(/google/);
  });

  it('allows geolocation to our pages, payment to them and Stripe’s frames, nothing else', () => {
    expect(PERMISSIONS_POLICY).toMatch(
      /^geolocation=\(self\), payment=\(self "https:\/\/js\.stripe\.com" "https:\/\/\*\.js\.stripe\.com"\), camera=\(\), microphone=\(\),/,
    );
  });
});

describe('HSTS', () => {
  it('is sent for an https SITE_URL only', () => {
    expect(strictTransportSecurity('https://poulet-grenette.fr')).toBe('max-age=31536000');
    expect(strictTransportSecurity(' https://poulet-grenette.fr/ ')).toBe('max-age=31536000');
    expect(strictTransportSecurity('http://127.0.0.1:3100')).toBeNull();
    expect(strictTransportSecurity('poulet-grenette.fr')).toBeNull();
    expect(strictTransportSecurity('')).toBeNull();
    expect(strictTransportSecurity(undefined)).toBeNull();
  });
});

describe('next.config.ts headers()', () => {
  const header = (rules: ReturnType<typeof securityHeaders>, source: string, key: string) =>
    rules.find((rule) => rule.source === source)?.headers.find((h) => h.key === key)?.value;

  it('sends the common headers everywhere, HSTS only for https', () => {
    const http = securityHeaders({ SITE_URL: 'http://localhost:3000', NODE_ENV: 'production' });
    expect(header(http, '/:path*', 'Content-Security-Policy')).toBe(PAGE_POLICY);
    expect(header(http, '/:path*', 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(http, '/:path*', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(http, '/:path*', 'Permissions-Policy')).toBe(PERMISSIONS_POLICY);
    expect(header(http, '/:path*', 'Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(header(http, '/:path*', 'Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(header(http, '/:path*', 'Strict-Transport-Security')).toBeUndefined();
    const https = securityHeaders({ SITE_URL: 'https://poulet-grenette.fr' });
    expect(header(https, '/:path*', 'Strict-Transport-Security')).toBe('max-age=31536000');
    expect(header(https, '/:path*', 'Content-Security-Policy')).toMatch(
      /; upgrade-insecure-requests$/,
    );
  });

  it('gives the service worker and the /v2 proxy policies of their own, after the pages’ one', () => {
    const rules = securityHeaders({});
    expect(rules.map((rule) => rule.source)).toEqual(['/:path*', '/sw.js', '/v2/:path*']);
    expect(header(rules, '/sw.js', 'Content-Security-Policy')).toBe(
      "default-src 'self'; connect-src 'self' https://js.stripe.com https://*.js.stripe.com https://api.stripe.com",
    );
    expect(header(rules, '/v2/:path*', 'Content-Security-Policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe('inline script hashes', () => {
  it('hashes each inline script a browser runs, as the browser reads it', () => {
    const html =
      '<!doctype html><head><script src="/_next/static/chunks/main.js" async=""></script>' +
      '<script>self.__next_f.push([0])</script>' +
      '<script type="application/ld+json">{"@type":"Restaurant"}</script>' +
      '<script type="module">a();\r\nb()</script>' +
      '<SCRIPT type="text/javascript">é</SCRIPT >' +
      '<script>self.__next_f.push([0])</script></head>';
    expect(inlineScriptHashes(html)).toEqual([PUSH, TWO_LINES, E_ACUTE]);
    expect(inlineScriptHashes('<p>Pas de script</p>')).toEqual([]);
  });

  it('replace the script policy’s unsafe-inline, and only there', () => {
    expect(withScriptHashes(PAGE_POLICY, [PUSH, TWO_LINES])).toBe(
      PAGE_POLICY.replace(
        "script-src 'self' 'unsafe-inline'",
        `script-src 'self' ${PUSH} ${TWO_LINES}`,
      ),
    );
    // No inline script: none may run.
    expect(withScriptHashes(PAGE_POLICY, [])).toContain(
      "script-src 'self' https://js.stripe.com https://*.js.stripe.com; style-src 'self' 'unsafe-inline';",
    );
    expect(withScriptHashes("default-src 'none'; frame-ancestors 'none'", [PUSH])).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('keep the static policy past what a proxy’s header buffer holds', () => {
    const many = Array.from({ length: MAX_SCRIPT_HASHES + 1 }, (_, i) => `'sha256-${i}'`);
    expect(MAX_SCRIPT_HASHES).toBe(32);
    expect(withScriptHashes(PAGE_POLICY, many)).toBe(PAGE_POLICY);
    expect(withScriptHashes(PAGE_POLICY, many.slice(1))).toContain(many[1]);
  });
});

describe('the storefront server’s script hashes', () => {
  const servers: http.Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  type Handler = Parameters<typeof withInlineScriptHashes>[0];
  async function serve(handler: Handler, compressed = false): Promise<string> {
    const hashed = withInlineScriptHashes(handler);
    const server = http.createServer(compressed ? withCompression(hashed) : hashed);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  }

  /** Next's way with a page: headers set, then the HTML in pieces, flushing as it goes. */
  const page =
    (status = 200, type = 'text/html; charset=utf-8', filler = ''): Handler =>
    (_req, res) => {
      res.statusCode = status;
      res.setHeader('Content-Security-Policy', PAGE_POLICY);
      res.setHeader('Content-Type', type);
      res.flushHeaders();
      res.write('<!doctype html><p>La carte</p><script>self.__next_f.push([0])</script>');
      res.write(Buffer.from('<script type="module">a();\nb()</script>'));
      res.end(`${filler}<p>é</p>`);
    };

  it('narrow an HTML page’s script policy to its inline scripts and send it whole', async () => {
    const url = await serve(page());
    const res = await fetch(url);
    expect(res.headers.get('content-security-policy')).toBe(
      PAGE_POLICY.replace("'unsafe-inline' https://js", `${PUSH} ${TWO_LINES} https://js`),
    );
    expect(await res.text()).toBe(
      '<!doctype html><p>La carte</p><script>self.__next_f.push([0])</script>' +
        '<script type="module">a();\nb()</script><p>é</p>',
    );
    const notFound = await fetch(await serve(page(404)));
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('content-security-policy')).toContain(`'self' ${PUSH}`);
  });

  it('work behind the Brotli compression, as the storefront serves pages', async () => {
    // Past the compression's threshold (1 KB).
    const filler = '<li>Poulet croustillant</li>'.repeat(100);
    const res = await fetch(await serve(page(200, 'text/html', filler), true), {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-security-policy')).toContain(`'self' ${PUSH} ${TWO_LINES}`);
    expect(await res.text()).toMatch(/^<!doctype html><p>La carte<\/p>.*<p>é<\/p>$/s);
  });

  it('give a page an ETag of its bytes, answer 304 to a diner who holds it, hash a new body anew', async () => {
    let script = 'a()';
    const url = await serve((_req, res) => {
      res.setHeader('Content-Security-Policy', PAGE_POLICY);
      res.setHeader('Content-Type', 'text/html');
      res.end(`<p>Carte</p><script>${script}</script>`);
    });
    const first = await fetch(url);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get('content-security-policy')).toContain(A_CALL);
    expect((await fetch(url)).headers.get('etag')).toBe(etag);

    for (const held of [etag, `W/${etag}`, `"autre", ${etag}`]) {
      const again = await fetch(url, { headers: { 'if-none-match': held } });
      expect(again.status, held).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('content-security-policy')).toBeNull();
    }

    script = 'c()';
    const changed = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.headers.get('content-security-policy')).toContain(C_CALL);
    expect(changed.headers.get('content-security-policy')).not.toContain(A_CALL);
  });

  it('leave other answers, HEAD and POST as they are; drop the policy of a 304', async () => {
    const json = await fetch(await serve(page(200, 'application/json')));
    expect(json.headers.get('content-security-policy')).toBe(PAGE_POLICY);
    const url = await serve(page());
    expect((await fetch(url, { method: 'HEAD' })).headers.get('content-security-policy')).toBe(
      PAGE_POLICY,
    );
    const post = await fetch(url, { method: 'POST' });
    expect(post.headers.get('content-security-policy')).toBe(PAGE_POLICY);
    expect(await post.text()).toContain('<p>é</p>');
    const notModified = await fetch(
      await serve((_req, res) => {
        res.setHeader('Content-Security-Policy', PAGE_POLICY);
        res.statusCode = 304;
        res.end();
      }),
    );
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBeNull();
  });
});

/** A database that fails every query: the API's 500 path, with no database to open. */
const brokenDb = new Proxy({} as Database, {
  get() {
    throw new Error('base de données indisponible');
  },
});

describe('the API’s security headers', () => {
  const app = createApp(brokenDb, { mailLog: null });

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
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe('zod under the pages’ policy', () => {
  it('never tries eval in the browser (instrumentation-client.ts)', async () => {
    await import('@/instrumentation-client');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const tried = vi.spyOn(globalThis, 'Function');
    expect(z.object({ n: z.number() }).parse({ n: 1 })).toEqual({ n: 1 });
    expect(tried).not.toHaveBeenCalled();
    tried.mockRestore();
  });
});
