/**
 * `npm run demo`: the whole product on one machine. Starts the reference API over an embedded
 * PGlite database in .data/ (seeded on first start), builds the storefront with the API up if it
 * is not built yet, then serves it. `PORT` and `API_PORT` move the ports; Ctrl-C stops both.
 * An API that crashes is started again (a few times a minute at most, ops/supervise.ts)
 * while the storefront goes on serving its pages. Before the API starts, the demo's kitchen
 * account gets a password drawn for the run, printed here (never in production: staff-store.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { buildStorefrontIfNeeded, startApi, startStorefront, waitForUrl } from '../ops/processes';
import { supervise } from '../ops/supervise';
import { demoStaffAccount } from './staff-store';

const apiPort = Number(process.env.API_PORT || 4000);
const port = Number(process.env.PORT || 3000);
const apiRoot = process.env.API_ROOT || `http://127.0.0.1:${apiPort}`;
// The demo sends no mail: a diner reads theirs (sign-up codes, confirmations) at the API's
// GET /__dev/mail?to=EMAIL. Both processes get the same PROXY_SECRET, drawn for the run unless
// set (ops/processes.ts): the API believes the diner's address the storefront forwards.
const env = { API_PORT: String(apiPort), API_ROOT: apiRoot, PORT: String(port), DEV_MAILBOX: '1' };

// PGlite's directory is one process's at a time: the account is written before the API opens it.
const staff = await demoStaffAccount(process.env.NODE_ENV);

let web: ChildProcess | undefined;
const api = supervise(() => startApi(env), {
  name: "L'API",
  onEnd: (code) => {
    stop();
    process.exitCode = code;
  },
});
function stop() {
  api.stop();
  web?.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  await waitForUrl(`${apiRoot}/health`);
  buildStorefrontIfNeeded(env);
  web = startStorefront(env, port);
  web.on('exit', stop);
  await waitForUrl(`http://127.0.0.1:${port}/`);
  console.log(
    `\nComptoir est prêt : http://localhost:${port} (API : ${apiRoot}). Ctrl-C pour arrêter.\n` +
      `Compte cuisine de démonstration : ${staff.email}, mot de passe ${staff.password}\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop();
  process.exitCode = 1;
}
