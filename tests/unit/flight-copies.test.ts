import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { withInlineScriptHashes } from '@/storefront-server/csp-hashes';
import { withoutFlightCopies } from '@/storefront-server/flight-copies';

// A page as Next writes it with `inlineCss` (docs/adr/0056): the stylesheet in a <style> in the
// head, and again as the text row `6:T…` of the flight data, cut into parts by the stream.

/** A stylesheet past the 1,024 characters worth the work, with a `>` and two-byte characters. */
const CSS = `.carte>li{content:"«»"}${'.a{color:red}'.repeat(100)}`;
/** A picture's data URL, as long and in a text row too: not a stylesheet, kept. */
const PICTURE = `data:image/webp;base64,${'A'.repeat(2000)}`;

/** A dish's description long enough for a text row of its own. */
const DESCRIPTION = `Poulet frit, ${'croustillant '.repeat(90)}`;

/** Next's escaping of a part: JSON, with <, >, & and the line separators as \u escapes. */
const script = (rows: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, rows]).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )})</script>`;

const row = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;

function page(parts: string[], style = CSS) {
  return (
    `<!DOCTYPE html><html lang="fr"><head><style data-precedence="next" ` +
    `data-href="/_next/static/css/a.css /_next/static/css/b.css">${style}@font-face{}</style>` +
    `</head><body><p>Carte</p>${parts.map(script).join('')}</body></html>`
  );
}

/** The flight text a browser puts together from the page's parts. */
const flight = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\((.*?)\)<\/script>/g)]
    .map((m) => (JSON.parse(m[1]) as [number, string])[1])
    .join('');

describe('the stylesheet and the JSON-LD sent once', () => {
  it('empties the text row that repeats the inlined stylesheet, and only that row', () => {
    // 23 characters, then 100 × 13; « and » take two bytes each: the row's head says 0x52d.
    expect(CSS.length).toBe(1323);
    expect(row('6', CSS).slice(0, 8)).toBe('6:T52d,.');
    const before = `0:["$","style",null,{"href":"/a.css","children":"$6"}]\n${row('6', CSS)}\n${row('7', PICTURE)}\n8:"fin"\n`;
    const html = page(['1:"début"\n', before]);
    const after = withoutFlightCopies(html);
    expect(flight(after)).toBe(
      `1:"début"\n0:["$","style",null,{"href":"/a.css","children":"$6"}]\n6:T0,\n${row('7', PICTURE)}\n8:"fin"\n`,
    );
    // The <style> itself and the first part are byte for byte as built.
    expect(after.slice(0, after.indexOf('<p>'))).toBe(html.slice(0, html.indexOf('<p>')));
    expect(after).toContain(script('1:"début"\n'));
    // Gone: the copy as escaped in the script (its quotes as \", its > as \u003e), and "52d" → "0".
    const escaped = JSON.stringify(CSS).slice(1, -1).replace('>', '\\u003e');
    expect(html.length - after.length).toBe(escaped.length + 2);
  });

  it('empties the JSON-LD copy too, after a stylesheet copy emptied before it', () => {
    // As Next streams /menu: a part with the stylesheet's row, then the markup's JSON-LD block
    // (as components/seo/json-ld.tsx writes it: JSON, its < as \u003c), then its row.
    const ld = JSON.stringify({
      '@type': 'Menu',
      name: 'La carte <épicée>',
      description: DESCRIPTION,
    }).replace(/</g, '\\u003c');
    const html = page([`${row('6', CSS)}\n`]).replace(
      '</body>',
      `<script type="application/ld+json">${ld}</script>${script(`${row('38', DESCRIPTION)}\n${row('39', ld)}\n3a:"fin"\n`)}</body>`,
    );
    const after = withoutFlightCopies(html);
    // A dish's description is its own row, and inside the JSON-LD too: hydration reads it, kept.
    expect(ld).toContain(DESCRIPTION);
    expect(flight(after)).toBe(`6:T0,\n${row('38', DESCRIPTION)}\n39:T0,\n3a:"fin"\n`);
    // The block itself stays whole in the markup, where crawlers read it.
    expect(after).toContain(`<script type="application/ld+json">${ld}</script>`);
  });

  it('empties a copy whose head ends one part and whose text starts the next', () => {
    // React writes a long text row as its head, then its text apart: the stream may cut between.
    const ld = JSON.stringify({ '@type': 'Menu', description: DESCRIPTION });
    const head = row('38', ld).slice(0, row('38', ld).indexOf(',') + 1);
    expect(head).toBe(`38:T${Buffer.byteLength(ld).toString(16)},`);
    const html = page([`${row('6', CSS)}\n5:"avant"\n${head}`, `${ld}\n39:"après"\n`]).replace(
      '<p>Carte</p>',
      `<p>Carte</p><script type="application/ld+json">${ld}</script>`,
    );
    const after = withoutFlightCopies(html);
    expect(flight(after)).toBe('6:T0,\n5:"avant"\n38:T0,\n39:"après"\n');
    expect(after).toContain(`<script type="application/ld+json">${ld}</script>`);
    // Each part is still one script of its own, in its place.
    expect(after.match(/self\.__next_f\.push/g)).toHaveLength(2);
    // A head whose text is another one's is left as it is.
    const other = html.replace(
      script(`${ld}\n39:"après"\n`),
      script(`${ld.replace('Menu', 'Mena')}\n`),
    );
    expect(other).not.toBe(html);
    expect(withoutFlightCopies(other)).toBe(
      other.replace(
        script(`${row('6', CSS)}\n5:"avant"\n${head}`),
        script(`6:T0,\n5:"avant"\n${head}`),
      ),
    );
  });

  it('leaves a page as built when the copy is not whole in one part, or there is none', () => {
    const copy = row('6', CSS);
    const split = page([copy.slice(0, 600), `${copy.slice(600)}\n`]);
    expect(withoutFlightCopies(split)).toBe(split);
    const other = page([`${row('6', `${CSS}/* autre */`)}\n`]);
    expect(withoutFlightCopies(other)).toBe(other);
    const small = page([`${row('6', '.a{}')}\n`], '.a{}');
    expect(withoutFlightCopies(small)).toBe(small);
    const plain = '<!DOCTYPE html><p>Carte</p>';
    expect(withoutFlightCopies(plain)).toBe(plain);
    const broken = page([`${row('6', CSS)}\n`]).replace('push([1,', 'push([1,{');
    expect(withoutFlightCopies(broken)).toBe(broken);
    // A length that ends inside a four-byte character: its three bytes decode to U+FFFD.
    const inside = `6:T${(Buffer.byteLength(CSS) + 3).toString(16)},${CSS}🍗\n`;
    const cut = page([inside], `${CSS}\uFFFD`);
    expect(withoutFlightCopies(cut)).toBe(cut);
  });

  describe('as the storefront server sends pages', () => {
    const servers: http.Server[] = [];
    afterEach(() => {
      for (const server of servers.splice(0)) server.close();
    });

    it('hashes the scripts as sent, so the page runs under its policy', async () => {
      const html = page([`${row('6', CSS)}\n9:"fin"\n`]);
      const server = http.createServer(
        withInlineScriptHashes((_req, res) => {
          res.setHeader('Content-Security-Policy', "script-src 'self' 'unsafe-inline'");
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          // Next gives a prerendered page's length: the built one, longer than what is sent.
          res.setHeader('Content-Length', Buffer.byteLength(html));
          res.end(html);
        }),
      );
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const res = await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
      const sent = await res.text();
      expect(flight(sent)).toBe('6:T0,\n9:"fin"\n');
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(sent)));
      const sentScript = sent.match(/<script>(.*?)<\/script>/)![1];
      const hash = createHash('sha256').update(sentScript).digest('base64');
      expect(res.headers.get('content-security-policy')).toBe(`script-src 'self' 'sha256-${hash}'`);
      expect(res.headers.get('etag')).toBe(
        `"${createHash('sha1').update(sent).digest('base64url')}"`,
      );
    });
  });
});
