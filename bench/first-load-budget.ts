/**
 * The diner routes' first-load JS held to the figures accepted in bench/RESULTS.md (ADR 50): a
 * route more than `ALLOWANCE` bytes over its accepted figure, or with no accepted figure and
 * reason, is printed loudly by `npm run bench`. Nothing fails: the file's table is where a
 * growth is accepted, one line saying why.
 */

/** The hand-written table's heading, kept across runs (below "## Where the targets stand"). */
export const BUDGET_HEADING = '### First-load JS accepted per diner route';

/** What a diner route may grow past its accepted figure unexplained: 2 kB gzip (issue 38). */
const ALLOWANCE = 2 * 1024;

/** The staff's routes: measured, never held to the diners' budget. */
const isDinerRoute = (route: string) => !/^\/cuisine(\/|$)/.test(route);

interface Accepted {
  bytes: number;
  why: string;
}

/**
 * The rows of `BUDGET_HEADING`'s table: `` | `/route` | 163.3 kB | why | ``. A row without a
 * reason accepts nothing.
 */
export function acceptedFigures(resultsText: string): Map<string, Accepted> {
  const figures = new Map<string, Accepted>();
  const at = resultsText.indexOf(`${BUDGET_HEADING}\n`);
  if (at === -1) return figures;
  const rest = resultsText.slice(at + BUDGET_HEADING.length + 1);
  const end = rest.search(/^#{2,3} /m);
  for (const line of (end === -1 ? rest : rest.slice(0, end)).split('\n')) {
    const row = /^\|\s*`([^`]+)`\s*\|\s*([\d.]+)\s*kB\s*\|(.*)\|\s*$/.exec(line);
    const why = row?.[3].trim();
    if (row && why) figures.set(row[1], { bytes: Math.round(Number(row[2]) * 1024), why });
  }
  return figures;
}

interface Verdict {
  route: string;
  bytes: number;
  accepted: number | null;
}

/** The diner routes of `measured` (gzip bytes) that break the budget, in `measured`'s order. */
export function overBudget(
  measured: Record<string, number>,
  accepted: Map<string, Accepted>,
): Verdict[] {
  return Object.entries(measured)
    .filter(([route]) => isDinerRoute(route))
    .map(([route, bytes]) => ({ route, bytes, accepted: accepted.get(route)?.bytes ?? null }))
    .filter((v) => v.accepted === null || v.bytes > v.accepted + ALLOWANCE);
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * The budget's verdict as the bench prints it (and writes it under the table of figures): one
 * line when every diner route is within, a banner naming each route otherwise.
 */
export function budgetReport(measured: Record<string, number>, resultsText: string): string {
  const over = overBudget(measured, acceptedFigures(resultsText));
  if (over.length === 0) {
    return `Every diner route is within ${kB(ALLOWANCE)} of its accepted figure (${BUDGET_HEADING.slice(4)}, below).\n`;
  }
  const bar = '!'.repeat(72);
  const lines = over.map((v) =>
    v.accepted === null
      ? `!! ${v.route}: ${kB(v.bytes)}, and no accepted figure with a reason`
      : `!! ${v.route}: ${kB(v.bytes)}, ${kB(v.bytes - v.accepted)} over its accepted ${kB(v.accepted)}`,
  );
  const report = [
    bar,
    `!! FIRST-LOAD JS OVER BUDGET: a diner route grew by more than ${kB(ALLOWANCE)} unexplained`,
    ...lines,
    `!! Shrink it, or write its new figure and why in bench/RESULTS.md, "${BUDGET_HEADING.slice(4)}".`,
    bar,
  ].join('\n');
  console.error(report);
  return `\`\`\`\n${report}\n\`\`\`\n`;
}
