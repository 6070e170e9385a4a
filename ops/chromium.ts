/**
 * Which Chromium the E2E suite, the bench and the screenshots drive: the one PLAYWRIGHT_CHROMIUM_PATH
 * names, else the system's, else one Playwright installed; never a download (docs/adr/0031).
 */
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

export interface Sources {
  /** PLAYWRIGHT_CHROMIUM_PATH: when set, the only candidate. */
  chosen?: string;
  /** The system's, in order of preference. */
  system: string[];
  /** Where Playwright keeps the Chromium it installed, if it did. */
  playwright?: string;
}

export interface Found {
  path: string;
  from: 'PLAYWRIGHT_CHROMIUM_PATH' | 'système' | 'Playwright';
}

const NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];
const MAC_APPS = [
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** Every usual place on this machine: the usual names on PATH, then the macOS applications. */
export function machineSources(env: Partial<Record<string, string>> = process.env): Sources {
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  let playwright: string | undefined;
  try {
    playwright = chromium.executablePath();
  } catch {
    // A platform Playwright has no build for: no candidate from it.
  }
  return {
    chosen: env.PLAYWRIGHT_CHROMIUM_PATH || undefined,
    system: [...NAMES.flatMap((name) => dirs.map((dir) => path.join(dir, name))), ...MAC_APPS],
    playwright,
  };
}

/** A regular file this user may run. */
function isRunnable(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium(
  sources: Sources = machineSources(),
  runnable: (file: string) => boolean = isRunnable,
): Found | undefined {
  if (sources.chosen) {
    return runnable(sources.chosen)
      ? { path: sources.chosen, from: 'PLAYWRIGHT_CHROMIUM_PATH' }
      : undefined;
  }
  const system = sources.system.find(runnable);
  if (system) return { path: system, from: 'système' };
  if (sources.playwright && runnable(sources.playwright)) {
    return { path: sources.playwright, from: 'Playwright' };
  }
  return undefined;
}

/** What to do when `findChromium` found nothing (or `why`), in the words `npm test` prints. */
export function missingChromium(sources: Pick<Sources, 'chosen'>, why?: string): string {
  const problem =
    why ??
    (sources.chosen
      ? `PLAYWRIGHT_CHROMIUM_PATH=${sources.chosen} ne désigne aucun exécutable.`
      : 'Aucun Chromium trouvé : les tests de bout en bout en ont besoin.');
  return [
    problem,
    'Installez celui du système : sudo apt-get install chromium (Debian),',
    'ou indiquez le vôtre : PLAYWRIGHT_CHROMIUM_PATH=/chemin/vers/chromium npm test',
  ].join('\n');
}

/** The Chromium to launch; throws the message above when there is none. */
export function chromiumPath(sources: Sources = machineSources()): string {
  const found = findChromium(sources);
  if (!found) throw new Error(missingChromium(sources));
  return found.path;
}
