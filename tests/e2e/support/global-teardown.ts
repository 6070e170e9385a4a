import { rmSync } from 'node:fs';
import path from 'node:path';
import { killTree, readState } from './api-control';
import { E2E } from './env';

export default async function globalTeardown() {
  const state = readState();
  killTree(state.webPid);
  killTree(state.apiPid);
  killTree(state.stripePid);
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(path.dirname(state.dataDir), { recursive: true, force: true });
  rmSync(E2E.stateFile, { force: true });
}
