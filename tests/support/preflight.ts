/**
 * The first step of `npm test`: within seconds, and before anything long runs, it stops when no
 * Chromium can run the E2E suite, saying what to install, and warns under a Node that
 * package.json does not declare (docs/adr/0031).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findChromium, machineSources, missingChromium } from '../../ops/chromium';
import { nodeWarning } from './node-versions';

const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
};
const warning = nodeWarning(process.version, engines.node);
if (warning) console.warn(`${warning}\n`);

const sources = machineSources();
const found = findChromium(sources);
if (!found) {
  console.error(missingChromium(sources));
  process.exit(1);
}
try {
  // A file that exists may still not start (a library missing): ask it its version.
  const version = execFileSync(found.path, ['--version'], {
    encoding: 'utf8',
    timeout: 20_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  console.log(`Chromium (${found.from}) : ${found.path}, ${version.trim().split('\n')[0]}`);
} catch (error) {
  const { stderr, message } = error as { stderr?: string; message: string };
  const detail = stderr?.trim().split('\n').at(-1) || message;
  console.error(missingChromium(sources, `${found.path} ne démarre pas : ${detail}`));
  process.exit(1);
}
