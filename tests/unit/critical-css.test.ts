import { describe, expect, it } from 'vitest';
import { withCriticalStylesheet } from '@/storefront-server/critical-css';

// A page as Next writes it with `inlineCss` (docs/adr/0059): Tailwind's layers, a list's spacing
// as Tailwind writes it (in :where()), next/font's face reached through a variable, and rules no element uses.
const CSS =
  '@layer theme{:root{--color-brand:#e30613}}' +
  '@layer base{p{margin:0}}' +
  '@layer components{.item-card{display:flex}}' +
  '@layer utilities{.text-brand{color:var(--color-brand)}.hidden-rule{color:blue}' +
  ':where(.space-y-2>:not(:last-child)){margin-block-end:8px}}' +
  '.dialog-only{position:fixed}' +
  '@font-face{font-family:poppins;src:url(/_next/static/media/a.woff2) format("woff2")}' +
  '.__variable_1{--font-poppins:"poppins"}';
const HREFS = '/_next/static/css/a.css /_next/static/css/b.css';
const HEAD = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/>`;
const BODY =
  '</head><body class="__variable_1"><ul class="space-y-2"><li><p class="text-brand">Carte</p>' +
  '</li><li>Poulet &amp; frites</li></ul><script>self.__next_f.push([1,"0:[]"])</script>';
const page = (style: string, hrefs = HREFS) =>
  `${HEAD}<style data-precedence="next" data-href="${hrefs}">${style}</style>${BODY}</body></html>`;

const styleOf = (html: string) => /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)![1];

describe('the stylesheet reduced to what the page uses (ADR 59)', () => {
  it('keeps the rules the markup uses, the faces and the layers’ order; drops the rest', async () => {
    const reduced = styleOf(await withCriticalStylesheet(page(CSS)));
    expect(reduced).toContain('.text-brand{color:var(--color-brand)}');
    expect(reduced).toContain(':root{--color-brand:#e30613}');
    expect(reduced).toContain('p{margin:0}');
    expect(reduced).toContain(':where(.space-y-2>:not(:last-child)){margin-block-end:8px}');
    expect(reduced).toContain('.__variable_1{--font-poppins:"poppins"}');
    expect(reduced).toContain('@font-face{font-family:poppins;');
    for (const unused of ['.hidden-rule', '.dialog-only', '.item-card'])
      expect(reduced).not.toContain(unused);
    // No card on this page: its layer is still stated in its place, before any rule.
    expect(reduced.startsWith('@layer theme,base,components,utilities;')).toBe(true);
  });

  it('changes only the style, and adds the whole stylesheets after the first frame', async () => {
    const html = page(CSS);
    const out = await withCriticalStylesheet(html);
    expect(out.startsWith(`${HEAD}<style data-precedence="next" data-href="${HREFS}">`)).toBe(true);
    const after = out.slice(out.indexOf('</style>'));
    const loader = /<script>(requestAnimationFrame[^<]*)<\/script><\/body><\/html>$/.exec(after);
    expect(loader).not.toBeNull();
    expect(after.slice(0, loader!.index)).toBe(`</style>${BODY}`);
    // The loader, run: after a frame and a task, one stylesheet link per file, in the head.
    const added: { rel: string; href: string }[] = [];
    const frame: (() => void)[] = [];
    const run = new Function('requestAnimationFrame', 'setTimeout', 'document', loader![1]);
    run(
      (callback: () => void) => frame.push(callback),
      (callback: () => void) => callback(),
      {
        createElement: () => ({ rel: '', href: '' }),
        head: { appendChild: (link: { rel: string; href: string }) => added.push(link) },
      },
    );
    expect(added).toEqual([]);
    frame.forEach((callback) => callback());
    expect(added).toEqual([
      { rel: 'stylesheet', href: '/_next/static/css/a.css' },
      { rel: 'stylesheet', href: '/_next/static/css/b.css' },
    ]);
  });

  it('leaves a page as it is when there is nothing of Next’s to reduce', async () => {
    const plain = `${HEAD}</head><body><p>Carte</p></body></html>`;
    expect(await withCriticalStylesheet(plain)).toBe(plain);
    // An address that is not one of Next's stylesheets is never written into a script.
    for (const hrefs of ['https://ailleurs.example/a.css', '/_next/static/css/a.css"];alert(1);//'])
      expect(await withCriticalStylesheet(page(CSS, hrefs))).toBe(page(CSS, hrefs));
    // Every rule used: nothing to gain.
    const used = '.text-brand{color:red}';
    expect(await withCriticalStylesheet(page(used))).toBe(page(used));
  });

  it('never takes a second stylesheet’s rules for a first one beasties dropped', async () => {
    // The first style has no rule the page uses (beasties removes it whole), and is longer than
    // what the second reduces to.
    const unused = Array.from({ length: 40 }, (_, i) => `.unused-${i}{color:red}`).join('');
    const first = `<style data-precedence="next" data-href="/_next/static/css/a.css">${unused}</style>`;
    const html = page(CSS).replace('<style ', `${first}<style `);
    const out = await withCriticalStylesheet(html);
    expect(out).toBe(html);
  });
});
