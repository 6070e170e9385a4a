/**
 * The storefront's layers (docs/adr/0017): imports flow one way, app → components → stores →
 * lib, and lib/domain and lib/api (the rules and the contract, shared with server/) import
 * nothing of the app. The reference API imports only those two; nothing of the storefront
 * imports the API. `npm run lint` fails on an import against the flow
 * (tests/unit/layers.test.ts shows it).
 */
// Globs, since a zone's `from` cannot mix folders and globs.
const STOREFRONT_LIB = ['./lib/{checkout,config,data,hooks}/**', './lib/*.{ts,tsx}'];

const zone = (target, from, message, except) => ({
  target,
  from,
  message,
  ...(except ? { except } : {}),
});

const layerZones = [
  zone('./lib', ['./app', './components', './stores'], 'lib/ is below components/ and stores/.'),
  zone('./stores', ['./app', './components'], 'stores/ is below components/.'),
  zone('./components', './app', 'components/ is below app/.'),
  zone(
    ['./lib/domain', './lib/api'],
    STOREFRONT_LIB,
    'lib/domain and lib/api are shared with server/: they import only each other.',
  ),
  zone(
    './server',
    ['./{app,components,stores}/**', ...STOREFRONT_LIB],
    'server/ imports only lib/domain and lib/api.',
  ),
  zone(
    ['./app', './components', './stores', './lib'],
    './server',
    'The storefront never imports server/: it calls the API.',
  ),
];

const layers = [
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // The domain and the contract run in the browser, in the API and in a worker: plain
    // TypeScript, no UI library and no state container.
    files: ['lib/domain/**', 'lib/api/**'],
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
              message: 'lib/domain and lib/api are plain TypeScript (docs/adr/0017).',
            },
          ],
        },
      ],
    },
  },
];

export default layers;
