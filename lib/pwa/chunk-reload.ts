/**
 * A script of the page gone after a new deployment (SPEC §8: a chunk load failure): the page
 * reloads for the new build's HTML and scripts, at most once per 10 s per path, so a chunk missing
 * for another reason never becomes a reload loop. The times are kept in session storage: they must
 * survive the reload, and only for this tab.
 */
export const CHUNK_RELOAD_KEY = 'comptoir-chunk-reloads';
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

/** webpack's ChunkLoadError and CSS chunk error, and the browsers' words for a failed import(). */
const CHUNK_MESSAGE =
  /Loading (?:CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message));
}

function readTimes(storage: Storage): Record<string, number> {
  try {
    const value: unknown = JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Reloads `path` unless it was reloaded for a missing chunk less than 10 s ago; says why in the
 * console either way. Returns whether it reloaded.
 */
export function reloadForMissingChunk(
  path: string,
  error: unknown,
  { storage, now, reload }: { storage: Storage; now: number; reload: () => void },
): boolean {
  const times = readTimes(storage);
  const last = times[path];
  if (typeof last === 'number' && now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS) {
    console.warn(`Script introuvable sur ${path}, déjà rechargée il y a moins de 10 s`, error);
    return false;
  }
  console.warn(`Script introuvable sur ${path} (nouvelle version du site ?) : rechargement`, error);
  try {
    storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ ...times, [path]: now }));
  } catch (storageError) {
    // Without the guard a reload could repeat: better to stay on the broken page.
    console.warn('Script introuvable : rechargement impossible à mémoriser', storageError);
    return false;
  }
  reload();
  return true;
}

/** For the browser: the reason of an error or rejection, reloading if it is a missing chunk. */
export function recoverFromChunkError(reason: unknown): boolean {
  if (!isChunkLoadError(reason)) return false;
  return reloadForMissingChunk(window.location.pathname, reason, {
    storage: window.sessionStorage,
    now: Date.now(),
    reload: () => window.location.reload(),
  });
}
