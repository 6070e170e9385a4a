/**
 * The layering of docs/adr/0017 holds because `npm run lint` fails on an import against the
 * flow: these files are linted as if they stood where `filePath` says, with the project's own
 * ESLint configuration.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() });
  // The first lint loads the configuration and its plugins, seconds on a busy machine: done
  // here, with time for it, rather than inside the first case's 5 s.
  await eslint.lintText('export {};\n', { filePath: 'lib/warm-up.ts' });
}, 60_000);

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter(
      (m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === 'no-restricted-imports',
    )
    .map((m) => m.message);
}

const use = (what: string) => `${what}\nexport const used = [x];\n`;

describe('imports flow app → components → stores → lib', () => {
  it.each([
    ['lib/format-extra.ts', "import { x } from '@/stores/cart';", 'lib/ is below'],
    ['lib/hooks/use-x.ts', "import { x } from '@/components/cart/cart-button';", 'lib/ is below'],
    ['stores/x.ts', "import { x } from '@/components/checkout/card-payment';", 'stores/ is below'],
    ['components/x.tsx', "import { x } from '@/app/layout';", 'components/ is below'],
    ['lib/domain/x.ts', "import { x } from '@/lib/checkout/forms';", 'shared with server/'],
    ['lib/api/x.ts', "import { x } from '@/lib/config/site';", 'shared with server/'],
    ['server/services/x.ts', "import { x } from '@/lib/checkout/payload';", 'server/ imports only'],
    ['server/services/x.ts', "import { x } from '@/stores/cart';", 'server/ imports only'],
    ['components/x.tsx', "import { x } from '@/server/app';", 'never imports server/'],
    ['lib/domain/x.ts', "import { x } from 'react';", 'plain TypeScript'],
    ['lib/api/x.ts', "import { x } from 'zustand';", 'plain TypeScript'],
  ])('%s may not %s', async (file, line, reason) => {
    const errors = await layerErrors(file, use(line));
    expect(errors.join('\n')).toContain(reason);
  });

  it.each([
    ['app/x.tsx', "import { x } from '@/components/cart/cart-button';"],
    ['components/x.tsx', "import { x } from '@/stores/cart';"],
    ['stores/x.ts', "import { x } from '@/lib/domain/quote';"],
    ['lib/checkout/x.ts', "import { x } from '@/lib/domain/quote';"],
    ['lib/domain/x.ts', "import { x } from '@/lib/api/schemas';"],
    ['server/services/x.ts', "import { x } from '@/lib/domain/quote';"],
    ['server/services/x.ts', "import { x } from '@/lib/api/checkout';"],
  ])('%s may %s', async (file, line) => {
    expect(await layerErrors(file, use(line))).toEqual([]);
  });
});
