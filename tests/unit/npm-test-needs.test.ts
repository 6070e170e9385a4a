/**
 * What `npm test` needs of the machine (docs/adr/0031): which Chromium it drives, which Node it
 * declares, which API tests it leaves out without PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findChromium, machineSources, missingChromium } from '@/ops/chromium';
import { nodeWarning, satisfies } from '@/tests/support/node-versions';
import { leftOutNote, postgresOnlyFiles } from '@/tests/support/servers';

const runnable =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);
const system = ['/usr/bin/chromium', '/usr/bin/google-chrome'];
const playwright = '/home/me/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

describe('findChromium', () => {
  it('takes PLAYWRIGHT_CHROMIUM_PATH over every other, and only it', () => {
    const sources = { chosen: '/opt/chrome/chrome', system, playwright };
    const all = runnable('/opt/chrome/chrome', ...system, playwright);
    expect(findChromium(sources, all)).toEqual({
      path: '/opt/chrome/chrome',
      from: 'PLAYWRIGHT_CHROMIUM_PATH',
    });
    expect(findChromium(sources, runnable(...system, playwright))).toBeUndefined();
  });

  it('takes the first system Chromium that runs, before Playwright’s', () => {
    const sources = { system, playwright };
    expect(findChromium(sources, runnable(system[1], playwright))).toEqual({
      path: system[1],
      from: 'système',
    });
  });

  it('takes the Chromium Playwright installed when the system has none', () => {
    expect(findChromium({ system, playwright }, runnable(playwright))).toEqual({
      path: playwright,
      from: 'Playwright',
    });
  });

  it('finds nothing, and says what to install, never a download', () => {
    expect(findChromium({ system, playwright }, runnable())).toBeUndefined();
    expect(findChromium({ system: [] }, runnable(playwright))).toBeUndefined();
    const message = missingChromium({});
    expect(message).toContain('sudo apt-get install chromium');
    expect(message).toContain('PLAYWRIGHT_CHROMIUM_PATH=');
    expect(message).not.toMatch(/playwright install|télécharg/i);
    expect(missingChromium({ chosen: '/nulle/part' })).toContain(
      'PLAYWRIGHT_CHROMIUM_PATH=/nulle/part ne désigne aucun exécutable.',
    );
    expect(
      missingChromium({}, '/usr/bin/chromium ne démarre pas : libnss3.so').split('\n')[0],
    ).toBe('/usr/bin/chromium ne démarre pas : libnss3.so');
  });

  it('looks for the usual names on PATH, /usr/bin/chromium first there', () => {
    const sources = machineSources({ PATH: ['/usr/bin', '/usr/local/bin'].join(path.delimiter) });
    expect(sources.chosen).toBeUndefined();
    expect(sources.system[0]).toBe('/usr/bin/chromium');
    expect(sources.system).toContain('/usr/local/bin/google-chrome');
    expect(machineSources({ PLAYWRIGHT_CHROMIUM_PATH: '/x/chrome' }).chosen).toBe('/x/chrome');
  });
});

describe('the Node versions package.json declares', () => {
  const { engines } = JSON.parse(readFileSync('package.json', 'utf8'));

  it.each([
    ['v22.14.0', true],
    ['v22.23.1', true],
    ['v24.0.0', true],
    ['v24.21.0', true],
    ['v22.13.1', false],
    ['v20.20.2', false],
    ['v23.11.0', false],
    ['v26.10.0', false],
  ])('%s: %s', (version, declared) => {
    expect(satisfies(version, engines.node)).toBe(declared);
    expect(nodeWarning(version, engines.node) === undefined).toBe(declared);
  });

  it('are read in the ^a.b.c form only', () => {
    expect(() => satisfies('v22.0.0', '>=20.9')).toThrow("n'est pas de la forme ^a.b.c");
  });
});

describe('the API tests left out without PostgreSQL', () => {
  it('are the *.postgres.test.ts files, named when left out', () => {
    expect(postgresOnlyFiles()).toEqual(['tests/api/start-up-lock.postgres.test.ts']);
    expect(leftOutNote({ TEST_REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual([
      'Sans TEST_DATABASE_URL, l’API est testée sur PGlite seul ; non lancés (PostgreSQL seul) : tests/api/start-up-lock.postgres.test.ts.',
    ]);
    expect(
      leftOutNote({ TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }),
    ).toHaveLength(1);
    expect(leftOutNote({ TEST_DATABASE_URL: 'x', TEST_REDIS_URL: 'y' })).toEqual([]);
  });
});
