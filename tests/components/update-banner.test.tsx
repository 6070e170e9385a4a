/**
 * The update banner (SPEC §2, §4): shown when a new version is ready, from a waiting service
 * worker or the latest-build file; "Actualiser" lets the new worker take over and reloads once.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlForTests } from './intl-for-tests';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdateBanner } from '@/components/pwa/update-banner';
import { DEPLOYMENT_CHECK_MS } from '@/components/pwa/use-deployment-watch';
import { BUILD_ID } from '@/lib/pwa/caches';
import * as update from '@/lib/pwa/update';
import { useUpdateStore } from '@/stores/update';

const renderBanner = () =>
  render(
    <IntlForTests>
      <UpdateBanner />
    </IntlForTests>,
  );

/** The latest-build file answering `id`. */
function latestBuildIs(id: string) {
  const fetchMock = vi.fn(async () => Response.json({ id }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('UpdateBanner', () => {
  beforeEach(() => useUpdateStore.setState({ available: false }));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('stays hidden until a new version is ready, then says so in French with Actualiser', () => {
    latestBuildIs(BUILD_ID);
    renderBanner();
    expect(screen.queryByText('Mise à jour disponible')).toBeNull();
    act(() => useUpdateStore.getState().offer());
    const banner = screen.getByRole('region', { name: 'Mise à jour disponible' });
    expect(banner).toHaveTextContent('Une nouvelle version est prête');
    expect(screen.getByRole('button', { name: 'Actualiser' })).toBeEnabled();
    // Inside a live region that was already there: a screen reader hears it arrive.
    expect(banner.closest('[role="status"]')).not.toBeNull();
  });

  it('applies the update once, however often Actualiser is pressed', async () => {
    latestBuildIs(BUILD_ID);
    const apply = vi.spyOn(update, 'applyUpdate').mockResolvedValue();
    useUpdateStore.setState({ available: true });
    renderBanner();
    const button = screen.getByRole('button', { name: 'Actualiser' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
  });

  it('appears when the latest-build file names another build, read on focus, never reloading', async () => {
    const fetchMock = latestBuildIs('a-newer-build');
    renderBanner();
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(fetchMock).toHaveBeenCalledWith('/builds/latest.json', { cache: 'no-store' });
    expect(await screen.findByText('Une nouvelle version est prête')).toBeVisible();
  });

  it('reads the latest-build file every 5 minutes, and stays hidden while it names this build', async () => {
    vi.useFakeTimers();
    const fetchMock = latestBuildIs(BUILD_ID);
    renderBanner();
    await act(() => vi.advanceTimersByTimeAsync(DEPLOYMENT_CHECK_MS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(DEPLOYMENT_CHECK_MS));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Mise à jour disponible')).toBeNull();
  });

  it('only warns when the latest-build file cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderBanner();
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(warn).toHaveBeenCalledWith(
      'Mise à jour : dernière version du site illisible',
      expect.any(Error),
    );
    expect(screen.queryByText('Mise à jour disponible')).toBeNull();
  });
});
