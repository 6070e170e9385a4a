/**
 * The inlined stylesheet reduced to what the page's own markup uses (issue 38, docs/adr/0059):
 * beasties finds the rules, and only the `<style>` Next wrote is changed. Its @font-face rules and
 * its layers' order are kept whole; a script at the end of the body adds the whole stylesheet
 * after the first frame, for what the page draws later (dialogs, the cart, the next page).
 */
import Beasties from 'beasties';

/** The stylesheets Next inlines (`inlineCss`): React's style resource, with the files it holds. */
const NEXT_STYLE = /<style data-precedence="[^"]*" data-href="([^"]*)">([\s\S]*?)<\/style>/;
const FONT_FACE = /@font-face\{[^}]*\}/g;
const LAYER = /@layer ([\w-]+)\{/g;
/** A stylesheet's address as Next writes it: the only ones the loader may add. */
const STYLESHEET_PATH = /^\/_next\/static\/[\w./-]+\.css$/;

/**
 * Rules Tailwind writes inside `:where(…)` (`space-y-*`, `divide-*`, parts of its preflight)
 * are kept: beasties drops them, and a list's spacing with them (seen on `/contact`).
 */
const KEPT_RULES = [/:where\(/];

const beasties = new Beasties({
  // Nothing read from disk: the one stylesheet is in the page.
  path: '/nonexistent',
  reduceInlineStyles: true,
  fonts: false,
  allowRules: KEPT_RULES,
  logLevel: 'silent',
});

/** Adds the whole stylesheets once the first frame is painted; the hrefs are checked above. */
const loader = (hrefs: string[]) =>
  `<script>requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(hrefs)}` +
  `.forEach(function(h){var l=document.createElement("link");l.rel="stylesheet";l.href=h;` +
  `document.head.appendChild(l)})})})</script>`;

/**
 * The page with its inlined stylesheet reduced to the rules its markup uses, and the loader of the
 * whole one; the same string when there is nothing to reduce (no stylesheet of Next's, an address
 * not Next's, nothing dropped).
 */
export async function withCriticalStylesheet(html: string): Promise<string> {
  const style = NEXT_STYLE.exec(html);
  if (!style) return html;
  const [whole, list, css] = style;
  const hrefs = list.split(' ').filter(Boolean);
  if (hrefs.length === 0 || !hrefs.every((href) => STYLESHEET_PATH.test(href))) return html;
  // The loader goes before `</body>`: a page without one is not worth beasties' time.
  if (!html.includes('</body>')) return html;
  // The same style in beasties' page, by its whole opening tag: beasties drops a style none of
  // whose rules are used, and the next one must not be taken for it (then nothing is reduced).
  const open = whole.slice(0, whole.indexOf('>') + 1);
  const out = await beasties.process(html);
  const at = out.indexOf(open);
  if (at < 0) return html;
  const reduced = out.slice(at + open.length, out.indexOf('</style>', at));
  if (reduced.length >= css.length) return html;
  // The layers in their first order, stated before any rule: a layer the page does not use
  // would otherwise come after the others when the whole stylesheet arrives, and win.
  const layers = [...new Set(Array.from(css.matchAll(LAYER), (m) => m[1]))];
  const order = layers.length > 0 ? `@layer ${layers.join(',')};` : '';
  // next/font's faces: beasties cannot tell they are used (through a CSS variable).
  const faces = (css.match(FONT_FACE) ?? []).join('');
  const critical = `${open}${order}${reduced}${faces}</style>`;
  const page = html.slice(0, style.index) + critical + html.slice(style.index + whole.length);
  const end = page.lastIndexOf('</body>');
  return `${page.slice(0, end)}${loader(hrefs)}${page.slice(end)}`;
}
