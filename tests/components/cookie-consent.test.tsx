import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_DELAY_MS, CookieConsent } from '@/components/layout/cookie-consent';
import messages from '@/messages/fr.json';
import { useConsentStore } from '@/stores/consent';

const renderConsent = () =>
  render(
    <NextIntlClientProvider locale="fr" messages={messages}>
      <CookieConsent />
    </NextIntlClientProvider>,
  );

describe('CookieConsent', () => {
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
});
