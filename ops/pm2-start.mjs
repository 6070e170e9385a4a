/**
 * What PM2 runs for a TypeScript entry of ours (ops/cluster/pm2-apps.ts): `node --import tsx
 * ops/pm2-start.mjs server/main.ts`. Given the .ts file itself, PM2 goes looking for
 * ts-node and complains in every log; tsx, loaded by `--import`, compiles what this imports, in
 * this same process (a kill -9 leaves no child behind).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = process.argv[2];
if (!entry) throw new Error('pm2-start.mjs : fichier à lancer manquant');
await import(pathToFileURL(path.resolve(entry)).href);
