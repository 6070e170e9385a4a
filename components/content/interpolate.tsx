/**
 * `{placeholder}` substitution for the long texts read with `t.raw` (legal documents, about page):
 * values may be strings or React nodes (a mailto link, a link to another page).
 */
import { Fragment, type ReactNode } from 'react';

const PLACEHOLDER = /\{(\w+)\}/g;

export type InterpolationValues = Readonly<Record<string, ReactNode>>;

/** The placeholder names a template uses, in order ("Écrivez à {email}" → ["email"]). */
export function placeholders(template: string): string[] {
  return Array.from(template.matchAll(PLACEHOLDER), (m) => m[1]);
}

/**
 * "Écrivez à {email}." with `{ email: <a …/> }` → ["Écrivez à ", <a …/>, "."]. An unknown
 * placeholder stays visible as written, so a typo in the messages shows instead of vanishing.
 */
export function interpolate(template: string, values: InterpolationValues): ReactNode {
  const parts = template.split(PLACEHOLDER);
  if (parts.length === 1) return template;
  return parts.map((part, i) => {
    if (i % 2 === 0) return part;
    const value = Object.hasOwn(values, part) ? values[part] : `{${part}}`;
    return <Fragment key={i}>{value}</Fragment>;
  });
}

/** The plain-text variant, for attributes and props that only take a string. */
export function interpolateText(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(PLACEHOLDER, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}
