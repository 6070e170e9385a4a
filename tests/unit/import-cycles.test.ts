/**
 * No module of the storefront, the API or the operations code imports, through any chain, a
 * module that imports it back (docs/adr/0017): type-only and dynamic imports count too. A walk
 * over the import graph, here rather than ESLint's `import/no-cycle`, which would add much of a
 * lint's time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { resolved, ROOT } from '../support/import-paths';

const FOLDERS = [
  'app',
  'components',
  'stores',
  'lib',
  'server',
  'storefront-server',
  'ops',
  'scripts',
];
const SOURCE = /\.(ts|tsx|mjs)$/;

// tests/unit/layers.test.ts adds and removes a scratch folder in lib/ meanwhile: a folder or
// a file gone between listing and reading counts as empty.
const gone = <T>(read: () => T, empty: T): T => {
  try {
    return read();
  } catch {
    return empty;
  }
};

function sourceFiles(folder: string): string[] {
  return gone(() => readdirSync(folder, { withFileTypes: true }), []).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const text = gone(() => readFileSync(file, 'utf8'), '');
      const { importedFiles } = ts.preProcessFile(text, true, true);
      const targets = importedFiles.map(({ fileName }) => resolved(file, fileName));
      return [file, targets.filter((target): target is string => target !== null)];
    }),
  );
}

/** Every cycle met by a depth-first walk, each as the chain of files that closes it. */
function importCycles(graph: Map<string, string[]>): string[][] {
  const done = new Set<string>();
  const onPath: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    const at = onPath.indexOf(file);
    if (at >= 0) {
      cycles.push([...onPath.slice(at), file].map((f) => path.relative(ROOT, f)));
      return;
    }
    if (done.has(file)) return;
    onPath.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe('the storefront import graph', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      [`${ROOT}/a.ts`, [`${ROOT}/b.ts`]],
      [`${ROOT}/b.ts`, [`${ROOT}/a.ts`]],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });

  it(`has no cycle in ${FOLDERS.join(', ')}`, () => {
    const graph = importGraph(FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))));
    expect(graph.size).toBeGreaterThan(200);
    expect(importCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
