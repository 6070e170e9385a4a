/**
 * The storefront's reading of the menus answer, which may come from another back end: food facts
 * it cannot use are dropped and reported in one line, so a bad code never empties a menu
 * (docs/contract.md#reading-another-back-ends-facts). An unknown code in `allergens` makes that
 * list unknown (it no longer says all the dish contains); elsewhere only the bad entry goes.
 */
import { z } from 'zod';
import { isAllergen } from './allergen-codes';
import { meatOriginSchema } from './meat-origin';
import { menusResponseSchema } from './schemas';

/** What a reading dropped, for its log line. */
interface Dropped {
  /** Unknown allergen codes as JSON text, with how often each was met. */
  codes: Map<string, number>;
  /** Fields read as unknown: `allergens` lists with an unknown code, and fields not lists at all. */
  fields: number;
  /** Meat origins that do not fit the contract, or name a species twice. */
  origins: number;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The known codes of a list, each once, and whether it held any other. */
function knownCodes(value: unknown[], dropped: Dropped): { codes: string[]; unknown: boolean } {
  const codes: string[] = [];
  let unknown = false;
  for (const code of value) {
    if (isAllergen(code)) {
      if (!codes.includes(code)) codes.push(code);
      continue;
    }
    unknown = true;
    const text = (JSON.stringify(code) ?? String(code)).slice(0, 40);
    dropped.codes.set(text, (dropped.codes.get(text) ?? 0) + 1);
  }
  return { codes, unknown };
}

function cleanOrigins(value: unknown[], dropped: Dropped): unknown[] {
  const seen = new Set<string>();
  return value.filter((entry) => {
    const parsed = meatOriginSchema.safeParse(entry);
    const ok = parsed.success && !seen.has(parsed.data.species);
    if (ok) seen.add(parsed.data.species);
    else dropped.origins += 1;
    return ok;
  });
}

/** A dish or an option choice with its facts made readable. */
function cleanFacts(node: Node, dropped: Dropped): Node {
  const out = { ...node };
  for (const key of ['allergens', 'may_contain', 'meat_origins']) {
    const value = out[key];
    if (value === undefined) continue;
    if (!Array.isArray(value)) {
      delete out[key];
      dropped.fields += 1;
    } else if (key === 'meat_origins') {
      out[key] = cleanOrigins(value, dropped);
    } else {
      const { codes, unknown } = knownCodes(value, dropped);
      if (key === 'allergens' && unknown) {
        delete out[key];
        dropped.fields += 1;
      } else out[key] = codes;
    }
  }
  return out;
}

/** `node[key]` with each element of its list passed through `each`, when it is a list. */
function within(node: unknown, key: string, each: (child: unknown) => unknown): unknown {
  if (!isNode(node) || !Array.isArray(node[key])) return node;
  return { ...node, [key]: node[key].map(each) };
}

function cleanItem(item: unknown, dropped: Dropped): unknown {
  const choices = (group: unknown) =>
    within(group, 'option_options', (choice) =>
      isNode(choice) ? cleanFacts(choice, dropped) : choice,
    );
  const withOptions = within(item, 'options', choices);
  return isNode(withOptions) ? cleanFacts(withOptions, dropped) : withOptions;
}

/** The menus answer with its food facts made readable, and what was dropped. */
export function cleanMenusAnswer(raw: unknown): { answer: unknown; dropped: Dropped } {
  const dropped: Dropped = { codes: new Map(), fields: 0, origins: 0 };
  const answer = within(raw, 'payload', (menu) =>
    within(menu, 'categories', (category) =>
      within(category, 'items', (item) => cleanItem(item, dropped)),
    ),
  );
  return { answer, dropped };
}

/** One log line for what a reading dropped; null when it dropped nothing. */
export function describeDropped({ codes, fields, origins }: Dropped): string | null {
  const parts: string[] = [];
  if (codes.size > 0) {
    const list = [...codes].map(([code, count]) => `${code} ×${count}`).join(', ');
    parts.push(`unknown allergen codes ignored: ${list}`);
  }
  if (fields > 0) parts.push(`food facts read as unknown: ${fields}`);
  if (origins > 0) parts.push(`malformed meat origins ignored: ${origins}`);
  return parts.length > 0 ? parts.join('; ') : null;
}

/** `menusResponseSchema` after `cleanMenusAnswer`, handing `report` the line of what it dropped. */
export function lenientMenusSchema(report: (line: string) => void) {
  return z.preprocess((raw) => {
    const { answer, dropped } = cleanMenusAnswer(raw);
    const line = describeDropped(dropped);
    if (line) report(line);
    return answer;
  }, menusResponseSchema);
}
