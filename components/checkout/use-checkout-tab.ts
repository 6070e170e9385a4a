'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { assertTab, TABS, type CheckoutTab } from '@/lib/checkout/steps';
import { readProgress } from '@/stores/checkout-summary';
import { useCheckoutStore } from '@/stores/checkout';

export interface TabNavigation {
  tab: CheckoutTab;
  /**
   * False while a later tab is asked for and the guard that decides whether it may open is not
   * loaded yet: the flow keeps saying it is loading instead of showing a tab it may take back.
   */
  decided: boolean;
  /** Opens a tab by name; an unknown name throws 'Invalid tab' (docs/product.md#tabs). */
  goTo: (name: string) => void;
  next: () => void;
  previous: () => void;
}

const isTab = (name: string | null): name is CheckoutTab =>
  name !== null && (TABS as readonly string[]).includes(name);

/**
 * The guard reads the forms by their zod rules, which are not in the first step's scripts (ADR
 * 50): loaded once the flow shows (a saved cart), not for an empty one. The first tab needs none.
 */
type Guard = typeof import('@/lib/checkout/progress').allowedTab;
let guard: Guard | null = null;
/** Scripts that do not arrive (offline, a new build) leave the diner the first tab. */
const firstTabOnly: Guard = () => 'type';
const loadGuard = () =>
  import('@/lib/checkout/progress').then(
    (m) => (guard = m.allowedTab),
    () => (guard = firstTabOnly),
  );

/**
 * The current tab, kept in the store and in the URL (`/checkout?tab=personal`) so back, forward
 * and reload keep the diner's place. A tab in the URL whose earlier forms are incomplete (or an
 * unknown one, typed by hand) falls back to the first incomplete tab instead of failing.
 */
export function useCheckoutTab(enabled: boolean): TabNavigation {
  const router = useRouter();
  const requested = useSearchParams().get('tab');
  const tab = useCheckoutStore((s) => s.tab);
  const [loaded, setLoaded] = useState(guard !== null);
  useEffect(() => {
    if (enabled && !loaded) void loadGuard().then(() => setLoaded(true));
  }, [enabled, loaded]);

  const goTo = useCallback(
    (name: string) => {
      const next = assertTab(name);
      useCheckoutStore.getState().setTab(next);
      router.push(`/checkout?tab=${next}`, { scroll: false });
      window.scrollTo?.({ top: 0 });
    },
    [router],
  );

  // The first tab needs no guard: its arrival re-runs the check only for a tab that waits for it
  // (running it again would ask the router for the same URL a second time).
  const decided = loaded || (isTab(requested) ? requested : tab) === 'type';
  useEffect(() => {
    if (!enabled || !decided) return;
    const wanted = isTab(requested) ? requested : useCheckoutStore.getState().tab;
    const allowed = guard ? guard(wanted, readProgress()) : wanted;
    useCheckoutStore.getState().setTab(allowed);
    if (allowed !== requested) router.replace(`/checkout?tab=${allowed}`, { scroll: false });
  }, [enabled, requested, router, decided]);

  const index = TABS.indexOf(tab);
  return {
    tab,
    decided,
    goTo,
    next: () => goTo(TABS[Math.min(index + 1, TABS.length - 1)]),
    previous: () => goTo(TABS[Math.max(index - 1, 0)]),
  };
}
