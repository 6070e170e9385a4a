import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlForTests } from './intl-for-tests';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_DELAY_MS, CookieConsent } from '@/components/layout/cookie-consent';
import { useConsentStore } from '@/stores/consent';

const renderConsent = (before?: React.ReactNode) =>
  render(
    <IntlForTests>
      {before}
      <CookieConsent />
    </IntlForTests>,
  );

/**
 * jsdom knows `<dialog open>` but neither show, showModal, close nor `:modal`: enough of them to
 * tell a modal from a plain box. Each records how it was opened in `data-shown`.
 */
function polyfillDialog() {
  const proto = HTMLDialogElement.prototype;
  const open = (mode: string) =>
    function (this: HTMLDialogElement) {
      this.dataset.shown = mode;
      this.open = true;
    };
  proto.show = open('plain');
  proto.showModal = open('modal');
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    delete this.dataset.shown;
    // The browser fires `close` in a later task.
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (
    this: Element,
    selector: string,
  ) {
    if (selector === ':modal') return this instanceof HTMLElement && this.dataset.shown === 'modal';
    return matches.call(this, selector);
  });
}

/** A modal dialog of the page (the item sheet of a shared link), open before the box appears. */
function ItemSheet({ open = true }: { open?: boolean }) {
  return (
    <dialog
      aria-label="Crispy Classic"
      ref={(dialog) => {
        if (dialog && open && !dialog.open) dialog.showModal();
      }}
    />
  );
}

const consentBox = () => screen.getByRole('dialog', { name: 'Consentement aux cookies' });

describe('CookieConsent', () => {
  beforeAll(polyfillDialog);
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.clear();
    useConsentStore.setState({ consent: null });
  });
  afterEach(() => vi.useRealTimers());

  it('appears 1 s after start when consent is not stored, with both policy links', async () => {
    renderConsent();
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_DELAY_MS - 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    const box = screen.getByRole('dialog', { name: 'Consentement aux cookies' });
    expect(box).toHaveTextContent('Ce site utilise des cookies');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'politique relative aux cookies' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('stores "true" on Accept and hides itself', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderConsent();
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_DELAY_MS));
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(localStorage.getItem('cookie-consent')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays hidden when consent is already stored as true', async () => {
    localStorage.setItem('cookie-consent', 'true');
    renderConsent();
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows again when the stored choice is false or unreadable', async () => {
    localStorage.setItem('cookie-consent', 'peut-être');
    renderConsent();
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_DELAY_MS));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is a plain box, not a modal, when no dialog is open: the page stays usable', async () => {
    renderConsent();
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_DELAY_MS));
    expect(consentBox().dataset.shown).toBe('plain');
    expect(consentBox().contains(document.activeElement)).toBe(true);
  });

  it('opens as a modal above an item sheet already open, and takes the focus', async () => {
    renderConsent(<ItemSheet />);
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_DELAY_MS));
    expect(consentBox().dataset.shown).toBe('modal');
    expect(document.activeElement).toHaveTextContent('Consentement aux cookies');
  });

  it('moves above a dialog opened after it, and back down when that one closes', async () => {
    const view = renderConsent(<ItemSheet open={false} />);
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_DELAY_MS));
    expect(consentBox().dataset.shown).toBe('plain');
    const sheet = view.container.querySelector(
      'dialog:not([aria-labelledby])',
    ) as HTMLDialogElement;
    await act(async () => {
      sheet.showModal();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(consentBox().dataset.shown).toBe('modal');
    await act(async () => {
      sheet.close();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(consentBox().dataset.shown).toBe('plain');
  });

  it('is put away by a close it did not make (Escape), storing nothing', async () => {
    renderConsent(<ItemSheet />);
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_DELAY_MS));
    await act(async () => {
      (consentBox() as HTMLDialogElement).close();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.queryByRole('dialog', { name: 'Consentement aux cookies' })).toBeNull();
    expect(localStorage.getItem('cookie-consent')).toBeNull();
    // Not merely closed: another dialog opening does not bring it back on this page.
    const sheet = screen.getByRole('dialog', { name: 'Crispy Classic' }) as HTMLDialogElement;
    await act(async () => {
      sheet.close();
      sheet.showModal();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.queryByRole('dialog', { name: 'Consentement aux cookies' })).toBeNull();
  });
});
