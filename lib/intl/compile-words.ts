/**
 * messages/fr.json's texts compiled by icu-minify, as next-intl's catalog loader compiles them
 * for the pages (next.config.ts, `precompile`): for the words copied in at build time and for
 * the component tests (docs/adr/0054, 0058). Build and test time only.
 */
import compile from 'icu-minify/compile';

export const compileWords = (node: unknown): unknown =>
  typeof node === 'string'
    ? compile(node)
    : Object.fromEntries(Object.entries(node as object).map(([k, v]) => [k, compileWords(v)]));
