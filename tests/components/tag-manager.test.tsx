import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TagManager } from '@/components/layout/tag-manager';
import { TagManagerGate } from '@/components/layout/tag-manager-gate';
import { TagManagerLoader } from '@/components/layout/tag-manager-loader';
import { useConsentStore } from '@/stores/consent';

const loaded = () => document.getElementById('tag-manager') as HTMLScriptElement | null;

describe('the tag manager', () => {
  beforeEach(() => {
    localStorage.clear();
    useConsentStore.setState({ consent: null });
    delete (window as { dataLayer?: unknown[] }).dataLayer;
  });
  afterEach(() => {
    loaded()?.remove();
    vi.restoreAllMocks();
  });

  it('loads nothing while consent is not true, then the container once it is', () => {
    render(<TagManagerLoader id="GTM-PG7K3LD" />);
    expect(useConsentStore.getState().consent).toBe(false);
    expect(loaded()).toBeNull();
    act(() => useConsentStore.getState().setConsent(true));
    expect(loaded()?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-PG7K3LD');
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      expect.objectContaining({ event: 'gtm.js' }),
    ]);
  });

  it('loads at once, and only once, when consent was stored as true', () => {
    localStorage.setItem('cookie-consent', 'true');
    const view = render(<TagManagerLoader id="G-ABC123" />);
    view.rerender(<TagManagerLoader id="G-ABC123" />);
    expect(document.querySelectorAll('#tag-manager')).toHaveLength(1);
    expect(loaded()?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
  });

  it('fetches the loader once the page is idle, which then loads what consent allows', async () => {
    localStorage.setItem('cookie-consent', 'true');
    render(<TagManagerGate id="GTM-PG7K3LD" />);
    await waitFor(() =>
      expect(loaded()?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-PG7K3LD'),
    );
  });

  it('renders nothing when the block is disabled', () => {
    expect(TagManager({ config: { enabled: false, id: 'GTM-PG7K3LD' } })).toBeNull();
  });

  it('loads nothing for a malformed id and warns with a suggestion', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(TagManager({ config: { enabled: true, id: 'gtm-pg7k3ld' } })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('« GTM-PG7K3LD »'));
    expect(TagManager({ config: { enabled: true, id: 'GTM-PG7K3LD' } })).not.toBeNull();
  });
});
