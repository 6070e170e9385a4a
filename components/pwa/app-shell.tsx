'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { createBackGuard } from '@/lib/browser/back-guard';
import { watchKeyboard } from '@/lib/browser/keyboard';
import { pageTopColour, setThemeColour } from './page-colour';

/** Long enough for the header's colour transition (200 ms) to end before it is read. */
const SETTLE_MS = 250;

const isHome = (path: string) => /^(\/fr)?\/?$/.test(path);

/** Running as an installed app: the display mode the manifest asks for, or iOS's home screen. */
function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * What makes the installed app behave like one (SPEC §2 native shell, docs/adr/0025): the
 * status-bar colour follows the top of the page (on every route change, when a dialog opens or
 * closes, when the header turns opaque); the bottom bars step aside while an on-screen keyboard
 * is open; and, standalone, the home page holds a first back press and says so, a second within
 * 1 s leaving. Loaded once the page is idle (Shell): none of it matters in the first second.
 */
export function AppShell() {
  const t = useTranslations('shell');
  const path = usePathname() ?? '/';
  const [standalone] = useState(isStandalone);
  const [message, setMessage] = useState('');
  // A string, not `t`: a new translator after a router update must not re-arm the guard.
  const pressAgain = t('pressAgainToExit');

  useEffect(() => {
    let timer: number | undefined;
    const update = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        try {
          setThemeColour(pageTopColour());
        } catch (error) {
          console.warn('Couleur de la barre d’état non mise à jour', error);
        }
      }, SETTLE_MS);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['open', 'data-transparent'],
    });
    window.addEventListener('resize', update);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [path]);

  useEffect(
    () =>
      window.visualViewport
        ? watchKeyboard(window.visualViewport, document.documentElement)
        : undefined,
    [],
  );

  useEffect(() => {
    if (!standalone || !isHome(path)) return;
    const guard = createBackGuard(window.history, {
      onFirstPress: () => setMessage(pressAgain),
      onWindowEnd: () => setMessage(''),
    });
    guard.arm();
    window.addEventListener('popstate', guard.onPopState);
    return () => {
      window.removeEventListener('popstate', guard.onPopState);
      guard.dispose();
      setMessage('');
    };
  }, [standalone, path, pressAgain]);

  if (!standalone) return null;
  return (
    <p
      role="status"
      className={
        message
          ? 'fixed inset-x-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-50 mx-auto w-fit max-w-sm rounded-full bg-ink px-5 py-3 text-center font-semibold text-white shadow-lg'
          : 'sr-only'
      }
    >
      {message}
    </p>
  );
}
