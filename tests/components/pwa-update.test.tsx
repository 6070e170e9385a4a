/**
 * Taking a new version (lib/pwa/update.ts): the waiting worker is told to skip waiting, and the
 * page reloads once when it has taken over, never on a first install's takeover.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for `navigator.serviceWorker` with one registration. */
function fakeServiceWorkers({ waiting = true, controller = true } = {}) {
  const container = new EventTarget() as EventTarget & Record<string, unknown>;
  const worker = Object.assign(new EventTarget(), { state: 'installed', postMessage: vi.fn() });
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ? worker : null,
    installing: null as unknown,
  });
  container.controller = controller ? {} : null;
  container.getRegistration = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, worker, registration };
}

describe('applyUpdate', () => {
  beforeEach(() => {
    vi.resetModules(); // the module's one-reload latch
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('tells the waiting worker to take over, then reloads once on controllerchange', async () => {
    const { applyUpdate } = await import('@/lib/pwa/update');
    const warn = vi.spyOn(console, 'warn');
    const { container, worker } = fakeServiceWorkers();
    const reload = vi.fn();
    await applyUpdate(reload);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reloads anyway, once, when the new worker never takes over', async () => {
    const { applyUpdate, ACTIVATION_TIMEOUT_MS } = await import('@/lib/pwa/update');
    fakeServiceWorkers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reload = vi.fn();
    await applyUpdate(reload);
    await vi.advanceTimersByTimeAsync(ACTIVATION_TIMEOUT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('just reloads when no new worker waits (a deployment seen first in the latest-build file)', async () => {
    const { applyUpdate } = await import('@/lib/pwa/update');
    fakeServiceWorkers({ waiting: false });
    const reload = vi.fn();
    await applyUpdate(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('watchForWaitingWorker', () => {
  it('offers the update for a worker waiting now or installed later, not for a first install', async () => {
    const { watchForWaitingWorker } = await import('@/lib/pwa/update');
    const { registration, container } = fakeServiceWorkers();
    const onWaiting = vi.fn();
    watchForWaitingWorker(registration as unknown as ServiceWorkerRegistration, onWaiting);
    expect(onWaiting).toHaveBeenCalledTimes(1);

    const next = Object.assign(new EventTarget(), { state: 'installing' });
    Object.assign(registration, { installing: next });
    registration.dispatchEvent(new Event('updatefound'));
    next.state = 'installed';
    next.dispatchEvent(new Event('statechange'));
    expect(onWaiting).toHaveBeenCalledTimes(2);

    // A first install: no page was controlled, nothing to update.
    container.controller = null;
    registration.dispatchEvent(new Event('updatefound'));
    next.dispatchEvent(new Event('statechange'));
    expect(onWaiting).toHaveBeenCalledTimes(2);
  });

  it('logs an update that fails to install', async () => {
    const { watchForWaitingWorker } = await import('@/lib/pwa/update');
    const { registration } = fakeServiceWorkers({ waiting: false });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    watchForWaitingWorker(registration as unknown as ServiceWorkerRegistration, vi.fn());
    const next = Object.assign(new EventTarget(), { state: 'installing' });
    Object.assign(registration, { installing: next });
    registration.dispatchEvent(new Event('updatefound'));
    next.state = 'redundant';
    next.dispatchEvent(new Event('statechange'));
    expect(warn).toHaveBeenCalledWith(
      'Mise à jour : la nouvelle version du service worker ne s’est pas installée',
    );
  });
});
