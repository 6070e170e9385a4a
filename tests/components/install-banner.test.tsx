import { act, render, screen, within } from '@testing-library/react';
import { IntlForTests } from './intl-for-tests';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallBanner } from '@/components/pwa/install-banner';
import type { Distance } from '@/lib/api/schemas';
import { INSTALL_SHOW_DELAY_MS, INSTALL_WAIT_MS } from '@/lib/pwa/install-rules';
import { useConsentStore } from '@/stores/consent';
import { captureInstallPrompt, useInstallPromptStore } from '@/stores/install-prompt';
import { useLocationStore } from '@/stores/location';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

const address = { address: '5 place Grenette', city: 'Grenoble' } as Distance;

/** A `beforeinstallprompt` as Chromium fires it, with the diner's answer in its dialog. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted', fail = false) {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => (fail ? Promise.reject(new Error('refusé')) : Promise.resolve())),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

const renderBanner = () =>
  render(
    <IntlForTests>
      <InstallBanner />
    </IntlForTests>,
  );

const banner = () => screen.queryByRole('region', { name: "Installer l'application" });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('InstallBanner (SPEC §4)', () => {
  beforeAll(() => captureInstallPrompt());
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    useConsentStore.setState({ consent: true });
    useLocationStore.setState({ _distance: address, mode: 'delivery', chosen: true });
    useInstallPromptStore.setState({ prompt: null, installed: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows 1.5 s after consent, an address and a prompt are all there', async () => {
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    renderBanner();
    await advance(1_499);
    expect(banner()).toBeNull();
    await advance(1);
    const region = banner()!;
    expect(region).toHaveTextContent('Ajoutez Poulet Grenette à votre écran d’accueil');
    expect(within(region).getByRole('button', { name: 'Installer maintenant' })).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Plus tard' })).toBeVisible();
  });

  it('counts the 1.5 s from the moment the last condition comes, not from a poll', async () => {
    useConsentStore.setState({ consent: null });
    renderBanner();
    offerInstall();
    await advance(4_300);
    act(() => useConsentStore.setState({ consent: true }));
    await advance(INSTALL_SHOW_DELAY_MS - 1);
    expect(banner()).toBeNull();
    await advance(1);
    expect(banner()).not.toBeNull();
  });

  it('without an address, shows anyway once 15 s have passed, when install is available', async () => {
    useLocationStore.setState({ _distance: null, mode: 'pickup' });
    renderBanner();
    offerInstall();
    await advance(14_999);
    expect(banner()).toBeNull();
    await advance(1);
    expect(banner()).not.toBeNull();
  });

  it('without consent, a prompt arriving after the 15 s still shows', async () => {
    useConsentStore.setState({ consent: false });
    renderBanner();
    await advance(20_000);
    expect(banner()).toBeNull();
    offerInstall();
    await advance(0);
    expect(banner()).not.toBeNull();
  });

  it('never shows without an install prompt', async () => {
    renderBanner();
    await advance(60_000);
    expect(banner()).toBeNull();
  });

  it.each([
    ['the app runs standalone', () => vi.stubGlobal('matchMedia', () => ({ matches: true }))],
    ['the app was installed', () => localStorage.setItem('pwa-installed', 'true')],
    ['it was dismissed before', () => localStorage.setItem('vite-pwa:hide-install', 'true')],
  ])('never shows when %s', async (_, arrange) => {
    arrange();
    offerInstall();
    renderBanner();
    await advance(INSTALL_WAIT_MS * 2);
    expect(banner()).toBeNull();
    vi.unstubAllGlobals();
  });

  it('hides when the app gets installed meanwhile, and remembers it', async () => {
    offerInstall();
    renderBanner();
    await advance(500);
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    await advance(INSTALL_WAIT_MS);
    expect(banner()).toBeNull();
    expect(localStorage.getItem('pwa-installed')).toBe('true');
  });

  it('"Plus tard" hides it and stores vite-pwa:hide-install', async () => {
    offerInstall();
    renderBanner();
    await advance(INSTALL_SHOW_DELAY_MS);
    await act(async () => screen.getByRole('button', { name: 'Plus tard' }).click());
    expect(banner()).toBeNull();
    expect(localStorage.getItem('vite-pwa:hide-install')).toBe('true');
  });

  it('"Installer maintenant" opens the browser dialog; accepted, the app counts as installed', async () => {
    const event = offerInstall('accepted');
    renderBanner();
    await advance(INSTALL_SHOW_DELAY_MS);
    await act(async () => screen.getByRole('button', { name: 'Installer maintenant' }).click());
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(banner()).toBeNull();
    expect(localStorage.getItem('pwa-installed')).toBe('true');
    expect(useInstallPromptStore.getState().prompt).toBeNull();
  });

  it('a refusal in the browser dialog counts as "Plus tard"', async () => {
    offerInstall('dismissed');
    renderBanner();
    await advance(INSTALL_SHOW_DELAY_MS);
    await act(async () => screen.getByRole('button', { name: 'Installer maintenant' }).click());
    expect(banner()).toBeNull();
    expect(localStorage.getItem('vite-pwa:hide-install')).toBe('true');
    expect(localStorage.getItem('pwa-installed')).toBeNull();
  });

  it('an install failure is logged and the loading state cleared (SPEC §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    offerInstall('accepted', true);
    renderBanner();
    await advance(INSTALL_SHOW_DELAY_MS);
    await act(async () => screen.getByRole('button', { name: 'Installer maintenant' }).click());
    expect(warn).toHaveBeenCalledWith('Installation impossible', expect.any(Error));
    const button = screen.getByRole('button', { name: 'Installer maintenant' });
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('on an iPhone, Safari gets the three steps to the home screen; "J\'ai compris" stores its flag', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    renderBanner();
    await advance(INSTALL_SHOW_DELAY_MS);
    const region = banner()!;
    const steps = within(region).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('bouton Partager');
    expect(steps[1]).toHaveTextContent("« Sur l'écran d'accueil »");
    expect(steps[2]).toHaveTextContent('« Ajouter »');
    await act(async () => within(region).getByRole('button', { name: "J'ai compris" }).click());
    expect(banner()).toBeNull();
    expect(localStorage.getItem('ios-pwa-prompt-shown')).toBe('true');
  });

  it('on a Mac, Safari is told to add to the Dock; once dismissed, never again', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(MAC);
    const first = renderBanner();
    await advance(INSTALL_SHOW_DELAY_MS);
    expect(banner()).toHaveTextContent('« Ajouter au Dock »');
    first.unmount();
    localStorage.setItem('ios-pwa-prompt-shown', 'true');
    renderBanner();
    await advance(INSTALL_WAIT_MS);
    expect(banner()).toBeNull();
  });
});
