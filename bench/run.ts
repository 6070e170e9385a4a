/**
 * `npm run bench`: figures, printed and written to bench/RESULTS.md; it never fails on timing
 * (machines here are noisy). Each part has a flag to run alone (README.md lists them): a part
 * run alone prints, and `--orders-only`, `--streams-only`, `--live-only`, `--floor-only` and the
 * cluster's parts replace only their own section.
 * The file's hand-written analysis (from "## Where the targets stand" on) is kept across runs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authFigures } from './auth.bench-case';
import { CLUSTER_HEADING, clusterFigures } from './cluster-load.bench-case';
import { FAULTS_HEADING, faultFigures } from './faults.bench-case';
import { FLOOR_HEADING, floorFigures } from './floor.bench-case';
import { LIVE_HEADING, liveFigures } from './live.bench-case';
import { quantile } from './order-load';
import { ORDERS_HEADING, orderFigures } from './orders.bench-case';
import { pricingCase } from './pricing.bench-case';
import { searchCase } from './search.bench-case';
import { slotsCase } from './slots.bench-case';
import { SOAK_HEADING, soakFigures } from './soak.bench-case';
import { STREAMS_HEADING, streamFigures } from './streams.bench-case';
import { sectionOf, withSection } from './results-file';
import { firstLoadFigures, webFigures } from './web';

interface Figure {
  name: string;
  opsPerSecond: number;
  microsPerOp: number;
  target?: string;
}

function measure(name: string, fn: () => unknown, target?: string, ms = 1500): Figure {
  const warmUntil = performance.now() + 300;
  while (performance.now() < warmUntil) fn();
  let ops = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 20; i += 1) fn();
    ops += 20;
    now = performance.now();
  }
  const seconds = (now - start) / 1000;
  return { name, opsPerSecond: ops / seconds, microsPerOp: (seconds * 1e6) / ops, target };
}

/** The domain micro-benchmarks as a markdown table. */
function domainTable(): string {
  const search = searchCase();
  const figures = [
    measure('Pricing a 50-line cart with 6 active offers', pricingCase(), 'under 50 µs'),
    measure('Slots for a week (pickup and delivery, demo menus)', slotsCase()),
    measure('Search: one keystroke on a 2,000-item menu', search.keystroke, 'under 1 ms'),
    measure('Search: indexing a 2,000-item menu', search.index),
  ];
  const rows = figures.map(
    (f) =>
      `| ${f.name} | ${Math.round(f.opsPerSecond).toLocaleString('en-US')} | ${f.microsPerOp.toFixed(1)} | ${f.target ?? '—'} |`,
  );
  return ['| case | ops/s | µs/op | target |', '| --- | ---: | ---: | --- |', ...rows].join('\n');
}

/** The file's hand-written analysis, from its `NOTES_HEADING` on: kept across runs. */
const NOTES_HEADING = '## Where the targets stand';
function handWrittenNotes(file: string): string {
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const at = previous.indexOf(NOTES_HEADING);
  return at === -1 ? '' : `\n${previous.slice(at)}`;
}

/** bench/RESULTS.md as it stands (its accepted first-load figures, bench/first-load-budget.ts). */
function resultsText(): string {
  const file = path.join(process.cwd(), 'bench', 'RESULTS.md');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** The sections measured by a flag of their own, each kept by the other runs. */
const FLAG_SECTIONS = [
  FAULTS_HEADING,
  CLUSTER_HEADING,
  SOAK_HEADING,
  STREAMS_HEADING,
  LIVE_HEADING,
  FLOOR_HEADING,
];

/** Writes one section into bench/RESULTS.md (a cluster run's, or the orders'), keeping everything else. */
function writeSection(heading: string, body: string) {
  const file = path.join(process.cwd(), 'bench', 'RESULTS.md');
  writeFileSync(file, withSection(readFileSync(file, 'utf8'), heading, body, NOTES_HEADING));
}

/**
 * Milliseconds to write 1 MB of memory a new process has just been given (256 MB, each page
 * touched first). Browsers, V8's parsers and builds allocate a lot of fresh memory: where the
 * first touch is slow, the same build's Lighthouse figures drop far (ADR 10).
 */
function freshMemoryMsPerMb(): number {
  const script =
    'const t = performance.now(); Buffer.allocUnsafe(256 << 20).fill(1); process.stdout.write(String(performance.now() - t))';
  const runs = [0, 1, 2].map(() => Number(execFileSync(process.execPath, ['-e', script])));
  runs.sort((a, b) => a - b);
  return quantile(runs, 0.5) / 256;
}

/** The machine a run measured on, as the file's first line names it. */
function machine(): string {
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, fresh memory written at ${freshMemoryMsPerMb().toFixed(2)} ms/MB`;
}

async function full(domainOnly: boolean) {
  const table = domainTable();
  console.log(table);
  // A domain-only run prints its figures but leaves the full results file as it was.
  if (domainOnly) return;
  const file = path.join(process.cwd(), 'bench', 'RESULTS.md');
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const web = await webFigures(false, previous);
  console.log(web);
  const orders = await orderFigures();
  console.log(orders);
  const auth = await authFigures();
  console.log(auth);
  const doc = `# Benchmarks\n\nWritten by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${machine()}).\nFigures only: nothing here fails a build; the machine may be busy.\n\n## Domain core (lib/domain)\n\n${table}\n\n${web}\n${orders}\n${auth}`;
  // The sections measured by their own flags: carried over as they were.
  const kept = FLAG_SECTIONS.map((heading) => sectionOf(previous, heading)?.trimEnd()).filter(
    Boolean,
  );
  writeFileSync(
    file,
    [doc.trimEnd(), ...kept].join('\n\n').trimEnd() + '\n' + handWrittenNotes(file),
  );
}

const minutesFlag = process.argv.find((arg) => arg.startsWith('--soak-minutes='));
if (process.argv.includes('--faults-only')) {
  const section = await faultFigures();
  console.log(section);
  writeSection(FAULTS_HEADING, section);
} else if (process.argv.includes('--cluster-only')) {
  const section = await clusterFigures();
  console.log(section);
  writeSection(CLUSTER_HEADING, section);
} else if (process.argv.includes('--soak') || minutesFlag) {
  const section = await soakFigures(minutesFlag ? Number(minutesFlag.split('=')[1]) : 10);
  console.log(section);
  writeSection(SOAK_HEADING, section);
} else if (process.argv.includes('--orders-only')) {
  const day = new Date().toISOString().slice(0, 10);
  const section = await orderFigures(
    `Measured by \`npm run bench -- --orders-only\` on ${day} (${machine()}), after the rest of this file.`,
  );
  console.log(section);
  writeSection(ORDERS_HEADING, section);
} else if (process.argv.includes('--streams-only')) {
  const day = new Date().toISOString().slice(0, 10);
  const section = `${await streamFigures()}\n\nMeasured by \`npm run bench -- --streams-only\` on ${day} (${machine()}).`;
  console.log(section);
  writeSection(STREAMS_HEADING, section);
} else if (process.argv.includes('--live-only')) {
  const section = await liveFigures();
  console.log(section);
  writeSection(LIVE_HEADING, section);
} else if (process.argv.includes('--floor-only')) {
  const section = await floorFigures();
  console.log(section);
  writeSection(FLOOR_HEADING, section);
} else if (process.argv.includes('--auth-only')) console.log(await authFigures());
else if (process.argv.includes('--web-only')) console.log(await webFigures(false, resultsText()));
else if (process.argv.includes('--first-load-only'))
  console.log(await firstLoadFigures(resultsText()));
else if (process.argv.includes('--offline-only')) console.log(await webFigures(true));
else await full(process.argv.includes('--domain-only'));
