/**
 * The layer rule as an allow-list (docs/adr/0017): each folder says what it may import, besides
 * itself and packages. An import of anything else, and any import from or of a folder not listed
 * here, fails `npm run lint` (tests/unit/layers.test.ts); a new folder is placed in LAYERS.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** The rules and the contract: shared by the storefront and the API. */
const SHARED = ['lib/domain', 'lib/api'];
/** What the storefront alone uses. */
const STOREFRONT_LIB = [
  'lib/api-client',
  'lib/auth',
  'lib/browser',
  'lib/cache',
  'lib/checkout',
  'lib/config',
  'lib/data',
  'lib/format',
  'lib/hooks',
  'lib/images',
  'lib/intl',
  'lib/profile',
  'lib/proxy',
  'lib/pwa',
  'lib/seo',
];
const LIB = [...SHARED, 'lib/log', ...STOREFRONT_LIB];
/**
 * The kitchen's code (docs/adr/0045): its routes (the `(staff)` root layout, ADR 50), components
 * and lib, which only it imports, so nothing of it reaches a diner's scripts. The diner's app/
 * (the `(shop)` root layout, and the route handlers beside it) and components/ are the rest.
 */
const KITCHEN = ['app/(staff)', 'components/kitchen', 'lib/kitchen'];
const DINER_APP = ['app/!(\\(staff\\))', 'app/*.*'];
const DINER_COMPONENTS = ['components/!(kitchen)', 'components/*.*'];
const OPERATIONS = ['storefront-server', 'ops', 'scripts'];
/** The configuration files at the top (next.config.ts, playwright.config.ts...). */
const TOP_FILES = '*.{ts,mjs,js,cjs}';

const LAYERS = [
  {
    folders: DINER_APP,
    may: [...DINER_COMPONENTS, 'stores', ...LIB, 'messages', 'i18n'],
    message: 'app/ may import components/, stores/, lib/, messages/ and i18n/.',
  },
  {
    folders: DINER_COMPONENTS,
    may: ['stores', ...LIB, 'messages'],
    message: 'components/ is below app/: it may import stores/ and lib/.',
  },
  {
    folders: ['app/(staff)'],
    may: ['components/kitchen', 'lib/kitchen', ...LIB, 'messages', 'i18n'],
    message:
      'app/(staff)/ may import components/kitchen/, lib/kitchen/, lib/, messages/ and i18n/.',
  },
  {
    folders: ['components/kitchen'],
    may: ['lib/kitchen', ...LIB, 'messages'],
    message: 'components/kitchen/ is below app/(staff)/: it may import lib/kitchen/ and lib/.',
  },
  {
    folders: ['lib/kitchen'],
    may: LIB,
    message: 'lib/kitchen/ is below components/kitchen/: it may import lib/ only.',
  },
  { folders: ['stores'], may: LIB, message: 'stores/ is below components/: it may import lib/.' },
  {
    folders: STOREFRONT_LIB,
    may: LIB,
    message: 'lib/ is below components/ and stores/: a lib/ folder may import lib/ only.',
  },
  {
    folders: SHARED,
    may: SHARED,
    message: 'lib/domain and lib/api are shared with server/: they import only each other.',
  },
  { folders: ['lib/log'], may: [], message: 'lib/log imports nothing of ours.' },
  {
    folders: ['server'],
    may: [...SHARED, 'lib/log'],
    message: 'server/ imports only lib/domain, lib/api and lib/log.',
  },
  {
    folders: ['storefront-server'],
    may: [
      'lib/log',
      'lib/api/proxy-secret.ts',
      'lib/api/client-timeouts.ts',
      'lib/config/security-headers.ts',
    ],
    message:
      'storefront-server/ imports only lib/log, lib/api/proxy-secret, lib/api/client-timeouts and lib/config/security-headers.',
  },
  { folders: ['ops'], may: ['lib/log'], message: 'ops/ imports only lib/log.' },
  {
    folders: ['scripts'],
    may: ['ops', 'storefront-server', 'server', ...LIB],
    message: 'scripts/ (the commands) may import ops/, storefront-server/, server/ and lib/.',
  },
  {
    folders: ['bench'],
    // lib/kitchen: the board's own stream reader, timed as the board runs it (bench/live.bench-case.ts).
    may: ['server', ...LIB, 'lib/kitchen', ...OPERATIONS, 'tests'],
    message:
      'bench/ may import server/, lib/ (lib/kitchen too), the operations folders and tests/.',
  },
  {
    folders: ['tests'],
    may: [
      'app',
      'components',
      'stores',
      ...LIB,
      'lib/kitchen',
      'server',
      ...OPERATIONS,
      'bench',
      'messages',
      TOP_FILES,
    ],
    message: 'tests/ may import any placed folder.',
  },
  { folders: ['i18n'], may: ['messages'], message: 'i18n/ imports only messages/.' },
  {
    folders: [TOP_FILES],
    may: [
      'lib/log',
      'lib/config',
      'lib/intl',
      'lib/pwa',
      'messages',
      'ops/chromium.ts',
      'tests/e2e/support',
    ],
    message:
      'The configuration files may import lib/log, lib/config, lib/intl, lib/pwa, messages/, ops/chromium.ts and tests/e2e/support.',
  },
];

/** tools/ (its own package.json, not linted) reads server/db/seed; messages/ holds only JSON. */
const UNLINTED = ['tools', 'messages'];

// Globs throughout: a zone's `from` and `except` cannot mix folders and globs, and in glob
// mode `except` is matched against absolute paths.
const glob = (place) => {
  if (place.includes('*')) return `${ROOT}/${place}`;
  if (/\.\w+$/.test(place)) return `${ROOT}/${path.dirname(place)}/@(${path.basename(place)})`;
  return `${ROOT}/${place}/**`;
};
const PACKAGES = `${ROOT}/node_modules/**`;

const layerZone = ({ folders, may, message }) => ({
  target: folders.map(glob),
  from: [`${ROOT}/**`],
  except: [...new Set([...folders, ...may])].map(glob).concat(PACKAGES),
  message: `${message} (docs/adr/0017)`,
});

const topFolders = [...new Set([...LAYERS.flatMap((l) => l.folders), ...UNLINTED])]
  .filter((place) => !place.includes('/') && !place.includes('*'))
  .concat('lib', 'app', 'components');
const libFolders = [...LIB, 'lib/kitchen'].map((place) => path.basename(place));

const layerZones = [
  ...LAYERS.map(layerZone),
  {
    // Anything outside the layers above: a new folder, or a file loose at the top of lib/.
    target: [
      `${ROOT}/!(${topFolders.join('|')})/**`,
      `${ROOT}/lib/!(${libFolders.join('|')})/**`,
      `${ROOT}/lib/*.*`,
    ],
    from: [`${ROOT}/**`],
    except: [PACKAGES],
    message:
      'This folder has no place in eslint.layers.mjs: add it to LAYERS with what it may import (docs/adr/0017).',
  },
  {
    target: ['app', 'components', 'stores', 'lib'].map(glob),
    from: [glob('server')],
    message: 'The storefront never imports server/: it calls the API.',
  },
  {
    target: [...DINER_APP, ...DINER_COMPONENTS, 'stores', ...LIB].map(glob),
    from: KITCHEN.map(glob),
    message: "The kitchen's code is the staff's alone: no diner folder imports it (docs/adr/0045).",
  },
];

const layers = [
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones }] },
  },
  {
    // The domain, the contract and the log helpers run in the browser, in the API and in a
    // worker: plain TypeScript, no UI library and no state container.
    files: ['lib/domain/**', 'lib/api/**', 'lib/log/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react/*',
                'next',
                'next/*',
                'next-intl',
                'zustand',
                'zustand/*',
              ],
              message: 'lib/domain, lib/api and lib/log are plain TypeScript (docs/adr/0017).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**', 'components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          name: 'next/dynamic',
          message:
            "React's lazy() in a <Suspense> of its own: next/dynamic's wrapper would join the first load (docs/adr/0050).",
        },
      ],
    },
  },
];

export default layers;
