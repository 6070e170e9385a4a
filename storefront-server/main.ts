/**
 * `npm start`: serves the built storefront (`npm run build`), Next's request handler inside a Node
 * HTTP server (docs/adr/0015-brotli-in-front-of-next.md). `PORT` (3000) and `HOSTNAME` (every
 * interface) as Next's standalone server reads them; `NEXT_DIST_DIR` names the build folder
 * (`.next`). `PROXY_SECRET`, shared with the API, vouches for the diner's address (ADR 19). Slow
 * clients and unserved methods are dealt with by http-server.ts (docs/adr/0035); public/'s files
 * are cached by content (public-files.ts, docs/adr/0040).
 */
import type http from 'node:http';
import path from 'node:path';
import { withClientAddress } from './client-address';
import { precompressStatic, withCompression } from './compression';
import { withInlineScriptHashes } from './csp-hashes';
import { createStorefrontServer } from './http-server';
import { pageBrotli } from './page-brotli';
import { publicFileTags, withPublicFiles } from './public-files';
import { withServiceWorker } from './service-worker';

/** Serves the built storefront in `dir` (its build in `distDir`) on `hostname:port`. */
async function startStorefrontServer({
  dir,
  distDir,
  port,
  hostname,
  killSwitch,
}: {
  dir: string;
  distDir: string;
  port: number;
  hostname: string;
  /** Serve the self-unregistering worker at /sw.js instead of the build's. */
  killSwitch: boolean;
}): Promise<http.Server> {
  const { default: next } = await import('next');
  const app = next({ dev: false, dir, hostname, port });
  const [precompressed, publicTags] = await Promise.all([
    precompressStatic(path.join(dir, distDir, 'static')),
    publicFileTags(path.join(dir, 'public')),
    app.prepare(),
  ]);
  const handle = app.getRequestHandler();
  const server = createStorefrontServer(
    withClientAddress(
      withCompression(
        withServiceWorker(
          withPublicFiles(
            withInlineScriptHashes((req, res) => handle(req, res), pageBrotli()),
            publicTags,
          ),
          { pwaDir: path.join(dir, distDir, 'pwa'), killSwitch },
        ),
        precompressed,
      ),
    ),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject); // a port already taken, say: `npm start` stops with the reason
    server.listen(port, hostname, resolve);
  });
  return server;
}

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
  dir: path.resolve(import.meta.dirname, '..'),
  distDir: process.env.NEXT_DIST_DIR || '.next',
  port,
  hostname,
  killSwitch: process.env.SW_KILL_SWITCH === '1',
});
console.log(`Site servi sur http://${hostname}:${port}`);
