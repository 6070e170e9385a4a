/**
 * The service worker precaches the app shell only (docs/adr/0023-offline-shell-and-updates.md): the
 * scripts of the offline pages (home, menu, "connexion nécessaire") with what they load on demand,
 * and the logos; no stylesheet (pages carry it inline); any other file is cached when first used.
 * A workbox `manifestTransforms` step reading webpack's chunk graph, the one thing that knows which
 * chunk belongs to which page.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of webpack's chunk graph read here. */
export interface ChunkGroupLike {
  chunks: Iterable<{ files: Iterable<string> }>;
  getChildren(): Iterable<ChunkGroupLike>;
  /** Web workers it starts (the menus' parser, stores/catalogue.ts). */
  asyncEntrypointsIterable?: Iterable<ChunkGroupLike>;
}
export interface CompilationLike {
  namedChunkGroups: { get(name: string): ChunkGroupLike | undefined };
}
interface Entry {
  url: string;
  revision: string | null;
  size: number;
}

/** Webpack's name for the chunks of the diner's routes, and for its layout's (next.config.ts). */
export const SHOP_CHUNKS = 'app/(shop)/';
export const SHOP_LAYOUT_CHUNK = `${SHOP_CHUNKS}layout`;

/**
 * Webpack's names of the shell's chunk groups: the app's entry (its own chunks only: every route
 * of the app hangs below it), then the shell's routes with what they load on demand.
 */
const SHELL = {
  entry: 'main-app',
  routes: [
    SHOP_LAYOUT_CHUNK,
    'app/(shop)/error',
    'app/global-error',
    'app/global-not-found',
    'app/(shop)/not-found',
    'app/(shop)/page',
    'app/(shop)/menu/page',
    'app/(shop)/(words)/layout',
    'app/(shop)/(words)/~offline/page',
  ],
};

/** Files of public/ the shell shows on every page: the header's and footer's logos. */
export const SHELL_PUBLIC = ['images/logo.svg', 'images/logo-dark.svg', 'icons/favicon.svg'];

/**
 * The precache entries of `SHELL_PUBLIC` (next-pwa's default lists every file of public/, icons
 * and photos included), each revised by its content.
 */
export function publicShellEntries(publicDir: string) {
  return SHELL_PUBLIC.map((file) => ({
    url: `/${file}`,
    revision: createHash('md5')
      .update(readFileSync(path.join(publicDir, file)))
      .digest('hex'),
  }));
}

/** Every file of the shell, as webpack names them, and the groups webpack does not know. */
export function shellFiles(compilation: CompilationLike, shell = SHELL) {
  const files = new Set<string>();
  const missing: string[] = [];
  const seen = new Set<ChunkGroupLike>();
  const add = (group: ChunkGroupLike) => {
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (!file.endsWith('.css')) files.add(file);
  };
  const visit = (group: ChunkGroupLike) => {
    if (seen.has(group)) return;
    seen.add(group);
    add(group);
    for (const child of group.getChildren()) visit(child);
    for (const worker of group.asyncEntrypointsIterable ?? []) visit(worker);
  };
  const find = (name: string) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) missing.push(name);
    return group;
  };
  const entry = find(shell.entry);
  if (entry) add(entry);
  for (const name of shell.routes) {
    const group = find(name);
    if (group) visit(group);
  }
  return { files, missing };
}

/**
 * Keeps the shell's entries of the precache manifest. `publicPath` is the build's (`/_next/`).
 * A shell group webpack does not know (a route renamed) is a build warning, not a silent gap.
 */
export function precacheShell(publicPath = '/_next/') {
  return async (manifest: Entry[], compilation?: unknown) => {
    if (!compilation) return { manifest, warnings: ['precache-shell: no compilation'] };
    const { files, missing } = shellFiles(compilation as CompilationLike);
    const kept = manifest.filter(
      (entry) => !entry.url.startsWith(publicPath) || files.has(entry.url.slice(publicPath.length)),
    );
    const warnings = missing.map((name) => `precache-shell: no chunk group "${name}"`);
    return { manifest: kept, warnings };
  };
}
