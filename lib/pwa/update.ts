/**
 * Taking a new version (SPEC §4 "Install and update prompts"): a new service worker waits until
 * the diner presses "Actualiser" (a form half filled is never reloaded away); then it takes over
 * and the page reloads once, on the `controllerchange` that follows, and only because the diner
 * asked: the first worker's own takeover (on a first visit) reloads nothing.
 */
import { dropPagesOfThisBuild } from './offline-cache';

/** How long "Actualiser" waits for the new worker before reloading anyway. */
export const ACTIVATION_TIMEOUT_MS = 10_000;

/**
 * Calls `onWaiting` when a new worker of `registration` is installed and waits (now or later);
 * an install that fails is logged (SPEC §8 "Update failure"). Returns the unsubscribe function.
 */
export function watchForWaitingWorker(
  registration: ServiceWorkerRegistration,
  onWaiting: () => void,
): () => void {
  const hasController = () => Boolean(navigator.serviceWorker?.controller);
  if (registration.waiting && hasController()) onWaiting();
  const onUpdateFound = () => {
    const worker = registration.installing;
    if (!worker) return;
    let installed = false;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') {
        installed = true;
        if (hasController()) onWaiting();
      } else if (worker.state === 'redundant' && !installed) {
        console.warn('Mise à jour : la nouvelle version du service worker ne s’est pas installée');
      }
    });
  };
  registration.addEventListener('updatefound', onUpdateFound);
  return () => registration.removeEventListener('updatefound', onUpdateFound);
}

/** The worker once installed, or null if it fails or takes longer than `timeoutMs`. */
function whenInstalled(worker: ServiceWorker, timeoutMs: number): Promise<ServiceWorker | null> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(null), timeoutMs);
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installing') return;
      window.clearTimeout(timer);
      resolve(worker.state === 'installed' ? worker : null);
    });
  });
}

let reloading = false;

/** Reloads the page, once whatever calls it. */
async function reloadOnce(reload: () => void) {
  if (reloading) return;
  reloading = true;
  // This page's build is leaving: its pages must not be served again from the cache.
  await dropPagesOfThisBuild();
  reload();
}

/**
 * "Actualiser": the waiting worker (or the one installing) is told to take over, and the page
 * reloads when it has; without a new worker (a deployment seen from the latest-build file before
 * the browser found the new worker), the page just reloads from the network.
 */
export async function applyUpdate(reload = () => window.location.reload()): Promise<void> {
  const container = navigator.serviceWorker;
  const registration = await container?.getRegistration().catch((error: unknown) => {
    console.warn('Mise à jour : service worker illisible', error);
    return undefined;
  });
  let waiting = registration?.waiting ?? null;
  if (!waiting && registration?.installing)
    waiting = await whenInstalled(registration.installing, ACTIVATION_TIMEOUT_MS);
  if (!waiting || !container?.controller) return reloadOnce(reload);
  const timer = window.setTimeout(() => {
    console.warn('Mise à jour : le nouveau service worker tarde, rechargement');
    void reloadOnce(reload);
  }, ACTIVATION_TIMEOUT_MS);
  const onTakeover = () => {
    window.clearTimeout(timer);
    void reloadOnce(reload);
  };
  container.addEventListener('controllerchange', onTakeover, { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
