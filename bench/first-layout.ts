/**
 * The first frame's layout of pages served side by side (issue 38, docs/adr/0052): each page
 * loaded in turn in a fresh Chromium (the system's, ops/chromium.ts) at a phone's size with its
 * CPU slowed 4×, its trace recorded; per page the medians and spreads of the longest `Layout`
 * before the first contentful paint, the sum of `Layout` and of style recalculation before it,
 * FCP and LCP. Alternating, every other round in reverse, so a slow minute of the shared machine
 * falls on every variant.
 * `--paired` takes the targets two by two (before, after) and compares them round by round.
 *
 *   npx tsx bench/first-layout.ts [--runs 9] [--slow-4g] [--paired] name=http://127.0.0.1:3323/menu name2=…
 */
import { realLoad, type RealRun } from './real-load';

const median = (list: number[]) => {
  const s = [...list].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
/** Median (lowest–highest) of the runs that have the figure; how many have it when not all. */
const cell = (list: number[]) => {
  const s = list.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return '—';
  const some = s.length < list.length ? `, ${s.length} of ${list.length} runs` : '';
  return `${median(s).toFixed(1)} (${s[0].toFixed(1)}–${s[s.length - 1].toFixed(1)}${some})`;
};

async function main() {
  const args = process.argv.slice(2);
  let runs = 9;
  let slowNetwork = false;
  let paired = false;
  const targets: { name: string; url: string; runs: RealRun[] }[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--runs') runs = Number(args[++i]);
    else if (args[i] === '--slow-4g') slowNetwork = true;
    else if (args[i] === '--paired') paired = true;
    else {
      const [name, ...rest] = args[i].split('=');
      targets.push({ name, url: rest.join('='), runs: [] });
    }
  }
  for (let round = 0; round < runs; round += 1) {
    // Every other round in the reverse order: a load right after another one's browser closed
    // starts on a busier machine, and must not always be the same target's.
    const order = round % 2 ? [...targets].reverse() : targets;
    for (const t of order) t.runs.push(await realLoad(t.url, slowNetwork));
    console.error(`tour ${round + 1}/${runs}`);
  }
  console.log(
    '| variant | font lookups (load) | calls to the browser (load) | font matching before FCP ms | longest Layout before FCP ms | Layout sum before FCP ms | style sum before FCP ms | document received ms | stylesheet file asked ms | FCP ms | LCP ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const t of targets) {
    const of = (key: keyof RealRun) => cell(t.runs.map((r) => r[key]));
    console.log(
      `| ${t.name} | ${of('fontLookups')} | ${of('fontIpc')} | ${of('fontMs')} | ${of('longestLayout')} | ${of('layoutSum')} | ${of('styleSum')} | ${of('documentEnd')} | ${of('stylesheetAsked')} | ${of('fcp')} | ${of('lcp')} |`,
    );
  }
  if (paired) printPaired(targets);
}

/**
 * Each pair's after minus before, round by round (the two loads were next to each other, so a
 * slow minute falls on both): the median difference, its spread, and in how many rounds the
 * after was the later.
 */
function printPaired(targets: { name: string; runs: RealRun[] }[]) {
  console.log(
    '\n| after − before | FCP ms: median (spread) | rounds later | LCP ms: median (spread) | rounds later |',
  );
  console.log('| --- | --- | ---: | --- | ---: |');
  for (let i = 0; i + 1 < targets.length; i += 2) {
    const [before, after] = [targets[i], targets[i + 1]];
    const differences = (key: 'fcp' | 'lcp') =>
      after.runs.map((run, round) => run[key] - before.runs[round][key]).filter(Number.isFinite);
    const later = (list: number[]) => `${list.filter((d) => d > 0).length} of ${list.length}`;
    const [fcp, lcp] = [differences('fcp'), differences('lcp')];
    console.log(
      `| ${after.name} − ${before.name} | ${cell(fcp)} | ${later(fcp)} | ${cell(lcp)} | ${later(lcp)} |`,
    );
  }
}

await main();
