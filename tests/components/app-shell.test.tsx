import { act, render, screen } from '@testing-library/react';
import { IntlForTests } from './intl-for-tests';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from '@/components/pwa/app-shell';
import { EXIT_WINDOW_MS, GUARD_KEY } from '@/lib/browser/back-guard';

const path = { current: '/' };
vi.mock('next/navigation', () => ({ usePathname: () => path.current }));

function displayMode(standalone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
    media: query,
  })) as unknown as typeof window.matchMedia;
}

const renderShell = () =>
  render(
    <IntlForTests>
      <AppShell />
    </IntlForTests>,
  );

/** The system's back button: the history steps back and the page hears `popstate`. */
async function pressBack() {
  await act(async () => {
    window.history.back();
    await vi.advanceTimersByTimeAsync(5);
  });
}

describe('the installed app’s shell', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    path.current = '/';
    window.history.replaceState(null, '', '/');
    // jsdom lays nothing out: the page's top is the bare document.
    document.elementsFromPoint = () => [];
  });
  afterEach(() => vi.useRealTimers());

  it('standalone on the home page: a first back press stays and says to press again', async () => {
    displayMode(true);
    renderShell();
    expect(window.history.state).toMatchObject({ [GUARD_KEY]: true });
    await pressBack();
    expect(screen.getByRole('status')).toHaveTextContent('Appuyez encore pour quitter');
    expect(window.location.pathname).toBe('/');
    // The window closes after 1 s: the message goes and the guard is back for the next press.
    await act(() => vi.advanceTimersByTimeAsync(EXIT_WINDOW_MS));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(window.history.state).toMatchObject({ [GUARD_KEY]: true });
    await pressBack();
    expect(screen.getByRole('status')).toHaveTextContent('Appuyez encore pour quitter');
  });

  it('in a browser tab, or on another page, the back button is left alone', () => {
    displayMode(false);
    const before = window.history.length;
    const view = renderShell();
    expect(window.history.length).toBe(before);
    expect(screen.queryByRole('status')).toBeNull();
    view.unmount();
    displayMode(true);
    path.current = '/menu';
    renderShell();
    expect(window.history.length).toBe(before);
  });
});
