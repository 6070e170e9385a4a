/**
 * `{placeholder}` substitution for the long texts read with `t.raw` (legal documents, about page):
 * values may be strings or React nodes. The build precompiles messages (ADR 10), so `t.raw` hands
 * back texts and lists in icu-minify's compiled form, while tests and tools read messages/fr.json
 * as written: both shapes are read here, so the pages need not know which they got.
 */
import { Fragment, type ReactNode } from 'react';

const PLACEHOLDER = /\{(\w+)\}/g;

/** A compiled message's part: a text, or an argument (`[name]`, or `[name, type, …]`). */
type CompiledPart = string | readonly [string, ...unknown[]];

/** A text read with `t.raw`: as written, or compiled. */
export type RawText = string | readonly CompiledPart[];

/** A list read with `t.raw`: an array as written, an object keyed by position once compiled. */
export type RawList<T> = readonly T[] | Readonly<Record<string, T>>;

/** The entries of a list read with `t.raw`, in order, whichever its shape. */
export function listOf<T>(list: RawList<T> | undefined): T[] {
  return list ? Object.values(list) : [];
}

/** Whether a value read with `t.raw` is a text (and not an object of texts). */
export function isRawText(value: unknown): value is RawText {
  return typeof value === 'string' || Array.isArray(value);
}

/**
 * A text as parts: strings, and `{ name }` for each placeholder. Only plain placeholders are
 * expected in these texts; a plural or a select in one would be a mistake in the messages, shown
 * as its name in braces rather than dropped.
 */
function partsOf(template: RawText): (string | { name: string })[] {
  if (typeof template === 'string') {
    return template
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 0 ? part : { name: part }))
      .filter((part) => part !== '');
  }
  return template.map((part) => (typeof part === 'string' ? part : { name: part[0] }));
}

/** The placeholder names a template uses, in order ("Écrivez à {email}" → ["email"]). */
export function placeholders(template: RawText): string[] {
  return partsOf(template).flatMap((part) => (typeof part === 'string' ? [] : [part.name]));
}

export type InterpolationValues = Readonly<Record<string, ReactNode>>;

/**
 * "Écrivez à {email}." with `{ email: <a …/> }` → ["Écrivez à ", <a …/>, "."]. An unknown
 * placeholder stays visible as written, so a typo in the messages shows instead of vanishing.
 */
export function interpolate(template: RawText, values: InterpolationValues): ReactNode {
  const parts = partsOf(template);
  if (parts.every((part) => typeof part === 'string')) return parts.join('');
  return parts.map((part, i) => {
    if (typeof part === 'string') return part;
    const value = Object.hasOwn(values, part.name) ? values[part.name] : `{${part.name}}`;
    return <Fragment key={i}>{value}</Fragment>;
  });
}

/** The plain-text variant, for attributes and props that only take a string. */
export function interpolateText(
  template: RawText,
  values: Readonly<Record<string, string | number>>,
): string {
  return partsOf(template)
    .map((part) => {
      if (typeof part === 'string') return part;
      return Object.hasOwn(values, part.name) ? String(values[part.name]) : `{${part.name}}`;
    })
    .join('');
}
