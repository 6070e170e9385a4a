'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import { allowedTab } from '@/lib/checkout/progress';
import { assertTab, TABS, type CheckoutTab } from '@/lib/checkout/forms';
import { readProgress } from '@/stores/checkout-summary';
import { useCheckoutStore } from '@/stores/checkout';

export interface TabNavigation {
  tab: CheckoutTab;
  /** Opens a tab by name; an unknown name throws 'Invalid tab' (docs/product.md#tabs). */
  goTo: (name: string) => void;
  next: () => void;
  previous: () => void;
}

const isTab = (name: string | null): name is CheckoutTab =>
  name !== null && (TABS as readonly string[]).includes(name);

/**
 * The current tab, kept in the store and in the URL (`/checkout?tab=personal`) so back, forward
 * and reload keep the diner's place. A tab in the URL whose earlier forms are incomplete (or an
 * unknown one, typed by hand) falls back to the first incomplete tab instead of failing.
 */
export function useCheckoutTab(enabled: boolean): TabNavigation {
  const router = useRouter();
  const requested = useSearchParams().get('tab');
  const tab = useCheckoutStore((s) => s.tab);

  const goTo = useCallback(
    (name: string) => {
      const next = assertTab(name);
      useCheckoutStore.getState().setTab(next);
      router.push(`/checkout?tab=${next}`, { scroll: false });
      window.scrollTo?.({ top: 0 });
    },
    [router],
  );

  useEffect(() => {
    if (!enabled) return;
    const wanted = isTab(requested) ? requested : useCheckoutStore.getState().tab;
    const allowed = allowedTab(wanted, readProgress());
    useCheckoutStore.getState().setTab(allowed);
    if (allowed !== requested) router.replace(`/checkout?tab=${allowed}`, { scroll: false });
  }, [enabled, requested, router]);

  const index = TABS.indexOf(tab);
  return {
    tab,
    goTo,
    next: () => goTo(TABS[Math.min(index + 1, TABS.length - 1)]),
    previous: () => goTo(TABS[Math.max(index - 1, 0)]),
  };
}
