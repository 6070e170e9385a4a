'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConsentStore } from '@/stores/consent';
import { useAboveDialogs } from './use-above-dialogs';

/** Delay before the consent box appears (docs/product.md#overlays-and-delays). */
export const CONSENT_DELAY_MS = 1000;

/**
 * The cookie consent box (docs/product.md#overlays-and-delays): shown 1 s after start while consent
 * is not stored as true; no decline button. It does not block the page but takes the focus, and
 * is never beneath another dialog (useAboveDialogs, ADR 25): over an open sheet it is a modal on
 * top, where Escape puts it away until the next page load, storing nothing.
 */
export function CookieConsent() {
  const t = useTranslations('consent');
  const consent = useConsentStore((s) => s.consent);
  const load = useConsentStore((s) => s.load);
  const setConsent = useConsentStore((s) => s.setConsent);
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const ref = useRef<HTMLDialogElement>(null);
  const shown = visible && consent === false && !dismissed;
  const focusTitle = useCallback(() => titleRef.current?.focus(), []);
  useAboveDialogs(ref, shown, focusTitle);

  useEffect(() => {
    load();
    const timer = window.setTimeout(() => setVisible(true), CONSENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [load]);

  if (!shown) return null;

  return (
    <dialog
      ref={ref}
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      // Our own re-placing closes and reopens it at once; only a close that stays closed (Escape
      // while modal) puts it away.
      onClose={() => ref.current?.open || setDismissed(true)}
      className="fixed inset-x-3 top-auto bottom-3 z-50 m-0 mx-auto w-auto max-w-lg rounded-2xl bg-white p-5 text-ink shadow-2xl ring-1 ring-black/10 backdrop:bg-black/40"
    >
      <h2
        id="consent-title"
        ref={titleRef}
        tabIndex={-1}
        className="mb-2 text-lg font-bold outline-none"
      >
        {t('title')}
      </h2>
      <p id="consent-text" className="mb-4 text-sm leading-relaxed text-neutral-700">
        {/* Not prefetched: the box shows on every first visit, and these pages are rarely opened. */}
        {t.rich('text', {
          privacy: (chunks) => (
            <Link
              className="font-semibold text-brand-dark underline"
              href="/privacy-policy"
              prefetch={false}
            >
              {chunks}
            </Link>
          ),
          cookies: (chunks) => (
            <Link
              className="font-semibold text-brand-dark underline"
              href="/cookie-policy"
              prefetch={false}
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
      <button
        type="button"
        onClick={() => {
          // Closed before it goes: the browser gives the focus back where it was (in the sheet
          // below, say) instead of leaving it on the page's body.
          ref.current?.close();
          setConsent(true);
        }}
        className="w-full rounded-full bg-brand px-5 py-3 font-bold text-white hover:bg-brand-dark sm:w-auto"
      >
        {t('accept')}
      </button>
    </dialog>
  );
}
