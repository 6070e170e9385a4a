/**
 * `npm start`: serves the built storefront (`npm run build`) with Brotli compression
 * (scripts/lib/storefront-server.ts, ADR 15). `PORT` (3000) and `HOSTNAME` (every interface) as
 * Next's standalone server reads them; `NEXT_DIST_DIR` names the build folder (`.next`).
 * `PROXY_SECRET`, shared with the API, vouches for the diner's address it forwards (ADR 19).
 */
import { ROOT } from '../ops/processes';
import { startStorefrontServer } from './lib/storefront-server';

// Before Next loads (it is imported when the server starts): React's production build.
Object.assign(process.env, { NODE_ENV: 'production' });
if (!process.env.PROXY_SECRET) {
  console.warn(
    'PROXY_SECRET absent : le site ne transmet pas l’adresse des clients, l’API les comptera tous comme ce serveur pour les limites anti-abus.',
  );
}
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
await startStorefrontServer({
  dir: ROOT,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  port,
  hostname,
});
console.log(`Site servi sur http://${hostname}:${port}`);
