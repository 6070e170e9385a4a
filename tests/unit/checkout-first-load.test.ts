/**
 * The checkout's first step ships without zod and the forms' libraries (issue 38, ADR 50): no
 * chain of value imports from the flow reaches them; the saved checkout's check, the tab guard
 * and the later steps come by `import()`. A walk over the source, as the bundler's would be;
 * `npm run bench -- --first-load-only` measures the bytes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { resolved, ROOT } from '../support/import-paths';

const LATE_PACKAGES = /^(zod|react-hook-form|@hookform\/)/;

/** The specifiers a file imports for their values: `import type` and `import()` are left out. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && bindings && ts.isNamedImports(bindings)
          ? bindings.elements.every((element) => element.isTypeOnly)
          : false);
      return typesOnly ? [] : [(node.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      const clause = node.exportClause;
      if (clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly)) {
        return [];
      }
      return [(node.moduleSpecifier as ts.StringLiteral).text];
    }
    return [];
  });
}

/** Each late package reached from `entry`, with the chain of files that reaches it. */
function latePackages(entry: string): string[] {
  const via = new Map<string, string | null>([[entry, null]]);
  const found: string[] = [];
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const specifier of valueImports(file)) {
      const target = resolved(file, specifier);
      if (target === null) {
        if (!LATE_PACKAGES.test(specifier)) continue;
        const chain = [specifier];
        for (let at: string | null | undefined = file; at; at = via.get(at)) {
          chain.unshift(path.relative(ROOT, at));
        }
        found.push(chain.join(' → '));
      } else if (!via.has(target)) {
        via.set(target, file);
        queue.push(target);
      }
    }
  }
  return found;
}

describe('the checkout’s first scripts', () => {
  it('are told from a later step’s, which needs zod and react-hook-form', () => {
    const found = latePackages(path.join(ROOT, 'components/checkout/personal-step.tsx'));
    expect(found.some((chain) => chain.endsWith('→ zod'))).toBe(true);
    expect(found.some((chain) => chain.endsWith('→ react-hook-form'))).toBe(true);
  });

  it('reach neither zod nor the forms’ libraries from the flow', () => {
    expect(latePackages(path.join(ROOT, 'components/checkout/checkout-flow.tsx'))).toEqual([]);
  });
});
