import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withInlineScriptHashes } from '@/storefront-server/csp-hashes';
import { withoutFlightCopies } from '@/storefront-server/flight-copies';

// The finishing counted: the storefront's own function, run as it is.
vi.mock('@/storefront-server/flight-copies', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/storefront-server/flight-copies')>();
  return { withoutFlightCopies: vi.fn(actual.withoutFlightCopies) };
});

/** A page as Next writes it, told apart by `name`; `/style-…` pages inline a stylesheet. */
const page = (name: string) =>
  `<!DOCTYPE html><html><head><title>${name}</title>${
    name.startsWith('style-')
      ? `<style data-precedence="next" data-href="/_next/static/css/a.css">` +
        `.used{color:red}.unused-${name}{color:blue}</style>`
      : ''
  }</head><body><p class="used">${name}</p>` +
  `<script>self.__next_f.push([1,"0:\\"${name}\\"\\n"])</script></body></html>`;

describe('a page finished once, sent as finished from then on', () => {
  let server: http.Server;
  let root = '';
  beforeAll(async () => {
    // Next answers each path with its page, as a prerendered one: the same bytes every time.
    server = http.createServer(
      withInlineScriptHashes((req, res) => {
        const html = page(req.url!.slice(1));
        res.setHeader('Content-Security-Policy', "script-src 'self' 'unsafe-inline'");
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Content-Length', Buffer.byteLength(html));
        res.end(html);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    root = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => server.close());

  const answer = async (path: string) => {
    const res = await fetch(root + path, { headers: { 'accept-encoding': 'identity' } });
    return {
      body: await res.text(),
      etag: res.headers.get('etag'),
      policy: res.headers.get('content-security-policy'),
      length: res.headers.get('content-length'),
    };
  };
  const finishings = () => vi.mocked(withoutFlightCopies).mock.calls.length;

  it('finishes a page at its first two answers, then sends what it finished', async () => {
    const before = finishings();
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await answer('/carte'));
    expect(finishings() - before).toBe(2);
    expect(answers[0].body).toBe(page('carte'));
    expect(answers[0].policy).toMatch(/^script-src 'self' 'sha256-[\w+/]+=*'$/);
    expect(answers[0].length).toBe(String(Buffer.byteLength(page('carte'))));
    for (const later of answers.slice(1)) expect(later).toEqual(answers[0]);
    // Another page is its own, with its own hash.
    const other = await answer('/contact');
    expect(other.body).toBe(page('contact'));
    expect(other.policy).not.toBe(answers[0].policy);
  });

  it('keeps the shared pages while a stream of pages answered once goes by', async () => {
    await answer('/accueil');
    await answer('/accueil');
    const before = finishings();
    for (let i = 0; i < 300; i += 1) await answer(`/compte-${i}`);
    expect(finishings() - before).toBe(300);
    await answer('/accueil');
    expect(finishings() - before).toBe(300);
  });

  it('answers a page with its stylesheet reduced once that is done, then always so', async () => {
    // ADR 59: reduced from the second answer on, in the background.
    const first = [await answer('/style-a'), await answer('/style-b')];
    const second = [await answer('/style-a'), await answer('/style-b')];
    expect(second).toEqual(first);
    for (const [path, whole] of [
      ['/style-a', first[0]],
      ['/style-b', first[1]],
    ] as const) {
      await expect.poll(async () => (await answer(path)).body).not.toBe(whole.body);
      const reduced = await answer(path);
      expect(reduced.body).not.toContain('.unused-');
      expect(reduced.body).toContain('.used{color:red}');
      expect(reduced.body).toMatch(
        /<script>requestAnimationFrame\([^<]*\/_next\/static\/css\/a\.css/,
      );
      // The loader's hash joins the policy; the page gets its own ETag and length.
      expect(reduced.policy!.split("'sha256-").length).toBe(
        whole.policy!.split("'sha256-").length + 1,
      );
      expect(reduced.etag).not.toBe(whole.etag);
      expect(reduced.length).toBe(String(Buffer.byteLength(reduced.body)));
      expect(await answer(path)).toEqual(reduced);
    }
  });
});
