/**
 * The first frame's layout of pages served side by side (issue 38, docs/adr/0052): each page
 * loaded in turn in a fresh Chromium (the system's, ops/chromium.ts) at a phone's size with its
 * CPU slowed 4×, its trace recorded; per page the medians and spreads of the longest `Layout`
 * before the first contentful paint, the sum of `Layout` and of style recalculation before it,
 * FCP and LCP. Alternating, so a slow minute of the shared machine falls on every variant.
 *
 *   npx tsx bench/first-layout.ts [--runs 9] [--slow-4g] name=http://127.0.0.1:3323/menu name2=…
 */
import { realLoad, type RealRun } from './real-load';

const median = (list: number[]) => {
  const s = [...list].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const cell = (list: number[]) => {
  const s = [...list].sort((a, b) => a - b);
  return `${median(s).toFixed(1)} (${s[0].toFixed(1)}–${s[s.length - 1].toFixed(1)})`;
};

async function main() {
  const args = process.argv.slice(2);
  let runs = 9;
  let slowNetwork = false;
  const targets: { name: string; url: string; runs: RealRun[] }[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--runs') runs = Number(args[++i]);
    else if (args[i] === '--slow-4g') slowNetwork = true;
    else {
      const [name, ...rest] = args[i].split('=');
      targets.push({ name, url: rest.join('='), runs: [] });
    }
  }
  for (let round = 0; round < runs; round += 1) {
    for (const t of targets) t.runs.push(await realLoad(t.url, slowNetwork));
    console.error(`tour ${round + 1}/${runs}`);
  }
  console.log(
    '| variant | font lookups (load) | calls to the browser (load) | font matching before FCP ms | longest Layout before FCP ms | Layout sum before FCP ms | style sum before FCP ms | FCP ms | LCP ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const t of targets) {
    const of = (key: keyof RealRun) => cell(t.runs.map((r) => r[key]));
    console.log(
      `| ${t.name} | ${of('fontLookups')} | ${of('fontIpc')} | ${of('fontMs')} | ${of('longestLayout')} | ${of('layoutSum')} | ${of('styleSum')} | ${of('fcp')} | ${of('lcp')} |`,
    );
  }
}

await main();
