/**
 * The stylesheet and the JSON-LD sent once (issue 38, docs/adr/0056): Next writes the inlined
 * stylesheet's `<style>` and the JSON-LD's `<script>` in the markup, and their text again as
 * text rows of the flight data the page carries for hydration. React reads neither copy when it
 * hydrates (a style resource is found by its `data-href`, inner HTML is not compared): a text
 * row that only repeats such a block is emptied, in its part or, when the stream cut the row
 * after its head (React writes a long text apart from its head), across the two parts.
 */
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';

/** A text row shorter than this is left alone: only a long copy is worth the work. */
const MIN_COPY_CHARS = 1024;

/**
 * The blocks whose text the markup holds whole: the stylesheets Next inlines (React's style
 * resources, gathered by precedence) and the JSON-LD (components/seo/json-ld.tsx).
 */
const WHOLE_BLOCK =
  /<style data-precedence="[^"]*" data-href="[^"]*">([\s\S]*?)<\/style>|<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
/** How Next writes each part of the flight data (app-render/use-flight-response). */
const PUSH_OPEN = '<script>self.__next_f.push(';
const PUSH_CLOSE = ')</script>';
/** A text row's head (`6:Tb1c7,`): its id, and its length in UTF-8 bytes in hex. */
const TEXT_ROW = /(^|\n)([0-9a-f]+):T([0-9a-f]+),/g;

/** A value as Next writes it in an inline script: JSON, escaped by Next's own function. */
const scriptJson = (value: unknown) => htmlEscapeJsonString(JSON.stringify(value));

/**
 * The text of the row of `bytes` UTF-8 bytes that starts at `start`, when `rows` holds it whole
 * and it is long enough to be worth emptying; null otherwise. A row of n bytes is at most n
 * characters, so only those are encoded; a length that ends inside a character (not Next's
 * data) decodes to U+FFFD, which `rows` does not hold there.
 */
function wholeText(rows: string, start: number, bytes: number): string | null {
  const text = Buffer.from(rows.slice(start, start + bytes))
    .subarray(0, bytes)
    .toString();
  // Fewer bytes: the row goes on in the next part.
  if (Buffer.byteLength(text) !== bytes || !rows.startsWith(text, start)) return null;
  return text.length < MIN_COPY_CHARS ? null : text;
}

/** One part's rows with each text row that `copies` emptied; null when there is none. */
function withoutCopies(rows: string, copies: (text: string) => boolean): string | null {
  let result = '';
  let from = 0;
  for (const match of rows.matchAll(TEXT_ROW)) {
    const [head, lead, id, hex] = match;
    const start = match.index + head.length;
    if (start < from) continue; // inside a row already emptied
    const text = wholeText(rows, start, Number.parseInt(hex, 16));
    if (text === null || !copies(text)) continue;
    result += `${rows.slice(from, match.index)}${lead}${id}:T0,`;
    from = start + text.length;
  }
  return from === 0 ? null : result + rows.slice(from);
}

/** A text row's head that ends a part, its text being the next part's start. */
const HEAD_AT_END = /(^|\n)([0-9a-f]+):T([0-9a-f]+),$/;

/**
 * A row whose head ends `before` and whose text starts `rows`, emptied when `copies` says so:
 * both parts' new rows, or null.
 */
function withoutCopyAcross(
  before: string,
  rows: string,
  copies: (text: string) => boolean,
): [string, string] | null {
  const head = before.match(HEAD_AT_END);
  if (!head) return null;
  const text = wholeText(rows, 0, Number.parseInt(head[3], 16));
  if (text === null || !copies(text)) return null;
  return [`${before.slice(0, head.index)}${head[1]}${head[2]}:T0,`, rows.slice(text.length)];
}

/** The part that `open` starts as Next wrote it (`[1, rows]`), or null. */
function partAt(page: string, open: number, close: number): string | null {
  try {
    const part: unknown = JSON.parse(page.slice(open + PUSH_OPEN.length, close));
    return Array.isArray(part) && part[0] === 1 && typeof part[1] === 'string' ? part[1] : null;
  } catch {
    return null; // not one whole part: left as Next wrote it
  }
}

/**
 * The page with its flight data's copies of its inlined stylesheets and JSON-LD emptied; the same
 * string when it has none (a copy's text cut across two parts, anything not Next's).
 */
export function withoutFlightCopies(html: string): string {
  let page = html;
  for (const whole of html.matchAll(WHOLE_BLOCK)) {
    const block = whole[1] ?? whole[2];
    if (block.length < MIN_COPY_CHARS) continue;
    // Where the block is now: copies emptied so far only moved it earlier.
    const from = page.indexOf(whole[0], whole.index - (html.length - page.length));
    if (from < 0) continue;
    // The copy starts as the block does, escaped; it comes after the block itself.
    const probe = scriptJson(block.slice(0, 64)).slice(1, -1);
    const at = page.indexOf(probe, from + whole[0].length);
    const open = page.lastIndexOf(PUSH_OPEN, at);
    const close = page.indexOf(PUSH_CLOSE, at);
    if (at < 0 || open < 0 || close < 0) continue;
    const part = partAt(page, open, close);
    if (part === null) continue;
    // A stylesheet's row may be part of its <style> (next/font's faces follow it there); a
    // JSON-LD's row is the whole block, never a part of it: a dish's long description is a
    // text row too, which its element's hydration reads, and the JSON-LD repeats it.
    const copies = (text: string) =>
      whole[1] === undefined ? text === block : block.includes(text);
    const rows = withoutCopies(part, copies);
    if (rows !== null) {
      page = `${page.slice(0, open)}${PUSH_OPEN}${scriptJson([1, rows])}${page.slice(close)}`;
      continue;
    }
    const beforeClose = page.lastIndexOf(PUSH_CLOSE, open);
    const beforeOpen = page.lastIndexOf(PUSH_OPEN, beforeClose);
    if (beforeOpen < 0) continue;
    const before = partAt(page, beforeOpen, beforeClose);
    const across = before === null ? null : withoutCopyAcross(before, part, copies);
    if (across === null) continue;
    // The markup streamed between the two parts stays between them.
    page =
      `${page.slice(0, beforeOpen)}${PUSH_OPEN}${scriptJson([1, across[0]])}` +
      `${page.slice(beforeClose, open)}${PUSH_OPEN}${scriptJson([1, across[1]])}${page.slice(close)}`;
  }
  return page;
}
