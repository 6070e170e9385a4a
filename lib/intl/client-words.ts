/**
 * Which of messages/fr.json's words reach the browser, and by which road (docs/adr/0058): the
 * few the first load's own components read (`useWords`) travel in every page's HTML; all the
 * words client components read travel once, in the chunk of next-intl's island, fetched with
 * what reads them and kept by the browser (components/intl/intl-island.tsx).
 */

/** The namespaces client components read: the legal texts and the kitchen's stay out. */
const CLIENT_NAMESPACES = [
  'nav',
  'consent',
  'shell',
  'status',
  'days',
  'menu',
  'errors',
  'location',
  'cart',
  'item',
  'search',
  'checkout',
  'install',
  'offline',
  'update',
  'allergens',
  // Of the accounts' words, the header's and the expired-session notice's; the sign-in pages
  // bring the rest (app/(shop)/(words)/auth/layout.tsx).
  'auth.session',
];

/**
 * What the components of a first load (the root layout, `/`, `/menu`) read with `useWords`.
 * A key missing here reads as its path: their component tests are given only these
 * (tests/components/intl-for-tests.tsx), and fail.
 */
const FIRST_LOAD_PATHS = [
  'nav',
  'auth.session',
  'offline',
  'cart.button',
  'cart.buttonPending',
  'location.button',
  'search.open',
  'menu.close',
  'menu.itemLoading',
  'menu.itemError',
  'menu.itemNotFound',
  'menu.retry',
  'item.added',
  'item.updated',
  'allergens.filterOpen',
  'allergens.filterOpenCount',
  'allergens.filterLegend',
  'allergens.filterLoading',
  'allergens.filterNote',
  'allergens.filterClear',
  'allergens.filterClose',
  'allergens.hiddenCount',
  'allergens.unknownCount',
];

type Tree = Record<string, unknown>;

/**
 * The messages at these dotted paths, in their nesting. A path the messages lack throws: the
 * build's prerender of every page stops there, rather than a page reading a path as its text.
 */
function pickPaths(messages: Tree, paths: readonly string[]): Tree {
  const picked: Tree = {};
  for (const path of paths) {
    const parts = path.split('.');
    let from: unknown = messages;
    for (const part of parts)
      from = from && typeof from === 'object' ? (from as Tree)[part] : undefined;
    if (from === undefined) throw new Error(`messages/fr.json : pas de message ${path}`);
    let into = picked;
    for (const part of parts.slice(0, -1)) into = (into[part] ??= {}) as Tree;
    into[parts.at(-1)!] = from;
  }
  return picked;
}

/** Every word a client component reads: next-intl's island carries these. */
export const clientWords = (messages: Tree) => pickPaths(messages, CLIENT_NAMESPACES);

/** The first load's words: the root layout gives these to `<Words>`, in every page's HTML. */
export const firstLoadWords = (messages: Tree) => pickPaths(messages, FIRST_LOAD_PATHS);
