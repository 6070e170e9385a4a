/** The "Hors ligne" notice: discreet, announced, and saying more where a connection is needed. */
import { act, render, screen } from '@testing-library/react';
import { IntlForTests } from './intl-for-tests';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from '@/components/pwa/offline-notice';

let pathname = '/menu';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

const renderNotice = () =>
  render(
    <IntlForTests>
      <OfflineNotice />
    </IntlForTests>,
  );

describe('OfflineNotice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says "Hors ligne" in its live region while offline, and nothing once back online', () => {
    pathname = '/menu';
    renderNotice();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    goOffline(true);
    expect(status).toHaveTextContent(/^Hors ligne$/);
    // Clicks go through it to the page.
    expect(status).toHaveClass('pointer-events-none');
    goOffline(false);
    expect(status).toBeEmptyDOMElement();
  });

  it('says a connection is needed, on the checkout and account pages', () => {
    pathname = '/fr/checkout';
    renderNotice();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('Hors ligne · connexion nécessaire');
  });
});
