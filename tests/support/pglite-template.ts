/**
 * A fresh PGlite directory costs about 8 s (initdb runs inside WebAssembly) while opening an
 * existing one costs well under a second. So the first suite on a machine initialises an empty
 * cluster once, under the OS temp dir and keyed by the PGlite version, and every suite then
 * starts from a copy of it: each still owns its own directory and runs its own migrations.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

const LOCK_WAIT_MS = 90_000;
const run = promisify(execFile);

async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}

async function templateDir(): Promise<string> {
  const pkg = JSON.parse(
    await readFile(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  );
  return path.join(os.tmpdir(), `comptoir-pglite-template-${pkg.version}`);
}

async function build(target: string): Promise<void> {
  const scratch = `${target}.build-${process.pid}-${Date.now()}`;
  const db = new PGlite(scratch);
  await db.waitReady;
  await db.close();
  // rename is atomic: a template that exists is complete. Losing the race is fine.
  await rename(scratch, target).catch(() => rm(scratch, { recursive: true, force: true }));
}

/** Path of a ready empty cluster, built now if no other worker is building it. */
async function ensureTemplate(): Promise<string> {
  const target = await templateDir();
  if (await exists(target)) return target;
  const lock = `${target}.lock`;
  const started = Date.now();
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      if (await exists(target)) return target;
      // A lock older than the wait is a crashed run's: take over.
      if (Date.now() - started > LOCK_WAIT_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (!(await exists(target))) await build(target);
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
  return target;
}

/** Fills `dir` (which must not exist yet) with an initialised, empty PGlite cluster. */
export async function copyTemplate(dir: string): Promise<void> {
  const template = await ensureTemplate();
  try {
    // The system cp copies the ~1,000 files of a cluster about three times faster than fs.cp.
    await run('cp', ['-R', template, dir]);
  } catch {
    await rm(dir, { recursive: true, force: true });
    await cp(template, dir, { recursive: true });
  }
}
