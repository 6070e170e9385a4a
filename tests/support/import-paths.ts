/** Where an import of the project leads (tests/unit/import-cycles.test.ts, first-load.test.ts). */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = process.cwd();
const ENDINGS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

/** The project file an import names, or null for a package. */
export function resolved(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  const file = ENDINGS.map((ending) => base + ending).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return file ?? null;
}
