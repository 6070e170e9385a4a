/**
 * The layering of docs/adr/0017 holds because `npm run lint` fails on an import against it:
 * these files are linted as if they stood where `filePath` says, with the project's own ESLint
 * configuration. A folder nobody placed is refused both ways (a scratch folder stands for it).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// An import is checked only when it resolves: the unplaced folder needs a file on disk.
const NEW_FOLDER = `lib/newthing-${process.pid}`;
const NEW_MODULE = `@/${NEW_FOLDER}/x`;

let eslint: ESLint;
beforeAll(async () => {
  mkdirSync(NEW_FOLDER, { recursive: true });
  writeFileSync(path.join(NEW_FOLDER, 'x.ts'), 'export const x = 1;\n');
  eslint = new ESLint({ cwd: process.cwd() });
  // The first lint loads the configuration and its plugins, seconds on a busy machine: done
  // here, with time for it, rather than inside the first case's 5 s.
  await eslint.lintText('export {};\n', { filePath: 'lib/domain/warm-up.ts' });
}, 60_000);
afterAll(() => rmSync(NEW_FOLDER, { recursive: true, force: true }));

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter(
      (m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === 'no-restricted-imports',
    )
    .map((m) => m.message);
}

const use = (what: string) => `${what}\nexport const used = [x];\n`;
const from = (module: string) => `import { x } from '${module}';`;

describe('each folder imports only what eslint.layers.mjs allows it', () => {
  it.each([
    ['lib/format/extra.ts', from('@/stores/cart'), 'lib/ is below'],
    ['lib/hooks/use-x.ts', from('@/components/cart/cart-button'), 'lib/ is below'],
    ['stores/x.ts', from('@/components/checkout/card-payment'), 'stores/ is below'],
    ['components/x.tsx', from('@/app/(shop)/layout'), 'components/ is below'],
    ['lib/domain/x.ts', from('@/lib/checkout/forms'), 'shared with server/'],
    ['lib/api/x.ts', from('@/lib/config/site'), 'shared with server/'],
    ['server/services/x.ts', from('@/lib/checkout/payload'), 'server/ imports only'],
    ['server/services/x.ts', from('@/stores/cart'), 'server/ imports only'],
    ['components/x.tsx', from('@/server/app'), 'never imports server/'],
    ['lib/domain/x.ts', from('react'), 'plain TypeScript'],
    ['lib/api/x.ts', from('zustand'), 'plain TypeScript'],
    ['app/x.tsx', from('@/server/app'), 'never imports server/'],
    ['app/x.tsx', from(NEW_MODULE), 'app/ may import'],
    ['components/x.tsx', from(NEW_MODULE), 'components/ is below'],
    ['stores/x.ts', from('@/app/(shop)/layout'), 'stores/ is below'],
    ['lib/auth/x.ts', from('@/components/cart/cart-button'), 'lib/ is below'],
    ['lib/cache/x.ts', from('@/stores/cart'), 'lib/ is below'],
    ['lib/pwa/x.ts', from('@/app/(shop)/layout'), 'lib/ is below'],
    ['lib/profile/x.ts', from('@/stores/auth'), 'lib/ is below'],
    ['lib/browser/x.ts', from('@/components/cart/cart-button'), 'lib/ is below'],
    ['lib/seo/x.ts', from('@/app/(shop)/layout'), 'lib/ is below'],
    ['lib/format/x.ts', from('@/stores/cart'), 'lib/ is below'],
    ['lib/api-client/x.ts', from('@/stores/auth'), 'lib/ is below'],
    ['lib/proxy/x.ts', from('@/server/app'), 'never imports server/'],
    ['lib/config/x.ts', from(NEW_MODULE), 'lib/ is below'],
    ['lib/data/x.ts', from('@/components/cart/cart-button'), 'lib/ is below'],
    ['lib/checkout/x.ts', from('@/stores/checkout'), 'lib/ is below'],
    ['lib/domain/x.ts', from('@/lib/pwa/storage-hygiene'), 'shared with server/'],
    ['lib/api/x.ts', from('@/lib/log/redact'), 'shared with server/'],
    ['lib/log/x.ts', from('@/lib/api/schemas'), 'lib/log imports nothing'],
    ['lib/log/x.ts', from('next/server'), 'plain TypeScript'],
    ['server/x.ts', from('@/lib/cache/revalidate-request'), 'server/ imports only'],
    ['server/x.ts', from('@/lib/browser/idle'), 'server/ imports only'],
    ['storefront-server/x.ts', from('@/lib/pwa/update'), 'storefront-server/ imports only'],
    ['storefront-server/x.ts', from('@/lib/api/schemas'), 'storefront-server/ imports only'],
    ['ops/x.ts', from('@/server/app'), 'ops/ imports only'],
    ['scripts/x.ts', from('@/components/cart/cart-button'), 'scripts/'],
    ['bench/x.ts', from('@/app/(shop)/layout'), 'bench/ may import'],
    ['tests/x.ts', from(NEW_MODULE), 'tests/ may import'],
    ['i18n/x.ts', from('@/lib/domain/quote'), 'i18n/ imports only'],
    ['x.config.ts', from('@/server/app'), 'configuration files'],
    [`${NEW_FOLDER}/y.ts`, from('@/lib/domain/quote'), 'no place'],
    [`${NEW_FOLDER}/y.ts`, from('./x'), 'no place'],
    ['lib/loose.ts', from('@/lib/domain/money'), 'no place'],
    ['newfolder/x.ts', from('@/lib/domain/money'), 'no place'],
    // The kitchen's code is the staff's: no diner folder reaches it (docs/adr/0045).
    ['app/(shop)/page.tsx', from('@/components/kitchen/board'), "the staff's alone"],
    ['app/(shop)/menu/x.tsx', from('@/lib/kitchen/client'), "the staff's alone"],
    ['app/healthz/x.ts', from('@/lib/kitchen/client'), "the staff's alone"],
    ['app/x.tsx', from('@/app/(staff)/cuisine/page'), "the staff's alone"],
    ['components/cart/x.tsx', from('@/components/kitchen/order-card'), "the staff's alone"],
    ['components/layout/x.tsx', from('@/lib/kitchen/session'), "the staff's alone"],
    ['stores/x.ts', from('@/lib/kitchen/client'), "the staff's alone"],
    ['lib/checkout/x.ts', from('@/lib/kitchen/board'), "the staff's alone"],
    ['lib/api-client/x.ts', from('@/lib/kitchen/client'), "the staff's alone"],
    ['lib/kitchen/x.ts', from('@/components/kitchen/board'), 'lib/kitchen/ is below'],
    ['lib/kitchen/x.ts', from('@/stores/cart'), 'lib/kitchen/ is below'],
    ['components/kitchen/x.tsx', from('@/app/(staff)/cuisine/page'), 'components/kitchen/ is below'],
    ['components/kitchen/x.tsx', from('@/components/cart/cart-button'), 'components/kitchen/'],
    ['app/(staff)/cuisine/x.tsx', from('@/stores/cart'), 'app/(staff)/ may import'],
    ['app/(staff)/cuisine/x.tsx', from('@/components/layout/site-header'), 'app/(staff)/ may import'],
    ['app/(staff)/cuisine/x.tsx', from('@/server/app'), 'never imports server/'],
  ])('%s may not %s', async (file, line, reason) => {
    const errors = await layerErrors(file, use(line));
    expect(errors.join('\n')).toContain(reason);
  });

  it.each([
    ['app/x.tsx', from('@/components/cart/cart-button')],
    ['components/x.tsx', from('@/stores/cart')],
    ['stores/x.ts', from('@/lib/domain/quote')],
    ['lib/checkout/x.ts', from('@/lib/domain/quote')],
    ['lib/domain/x.ts', from('@/lib/api/schemas')],
    ['server/services/x.ts', from('@/lib/domain/quote')],
    ['server/services/x.ts', from('@/lib/api/checkout')],
    ['app/x.tsx', from('@/lib/seo/page-metadata')],
    ['lib/proxy/x.ts', from('@/lib/log/redact')],
    ['lib/seo/x.ts', from('@/lib/config/site')],
    ['server/x.ts', from('@/lib/log/failure-line')],
    ['lib/log/x.ts', from('./redact')],
    ['storefront-server/x.ts', from('@/lib/log/redact')],
    ['storefront-server/x.ts', from('@/lib/api/proxy-secret')],
    ['storefront-server/x.ts', from('@/lib/config/security-headers')],
    ['scripts/x.ts', from('@/server/app')],
    ['bench/x.ts', from('@/server/app')],
    ['tests/x.ts', from('@/app/(shop)/layout')],
    ['x.config.ts', from('./lib/log/redact')],
    ['lib/domain/x.ts', from('zod')],
    ['app/(staff)/cuisine/x.tsx', from('@/components/kitchen/board')],
    ['app/(staff)/cuisine/x.tsx', from('@/lib/kitchen/client')],
    ['app/(shop)/x.tsx', from('@/components/layout/site-header')],
    ['components/kitchen/x.tsx', from('@/lib/kitchen/board')],
    ['components/kitchen/x.tsx', from('@/lib/format/contact')],
    ['lib/kitchen/x.ts', from('@/lib/api-client/request')],
    ['lib/kitchen/x.ts', from('@/lib/domain/order-life')],
    ['tests/x.ts', from('@/lib/kitchen/sse')],
  ])('%s may %s', async (file, line) => {
    expect(await layerErrors(file, use(line))).toEqual([]);
  });
});
