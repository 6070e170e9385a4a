'use client';

import { useEffect } from 'react';
import { prefillPersonal } from '@/lib/checkout/account';
import { AUTH, useAuthStore } from '@/stores/auth';
import { useCheckoutStore } from '@/stores/checkout';
import { useHydrated } from '@/stores/hydrated';

/**
 * Fills the empty fields of the personal form from the signed-in diner's account
 * (docs/product.md#accounts), once the saved session and the saved checkout are read and
 * whenever the session changes; what the diner typed in this checkout wins. The delivery address
 * is left to the location modal, which already chose it.
 */
export function useAccountPrefill(checkoutHydrated: boolean) {
  const authHydrated = useHydrated(AUTH);
  const user = useAuthStore((s) => s.session?.user ?? null);
  useEffect(() => {
    if (!checkoutHydrated || !authHydrated || !user) return;
    const { personal, setPersonal } = useCheckoutStore.getState();
    const filled = prefillPersonal(personal, user);
    if (filled !== personal) setPersonal(filled);
  }, [checkoutHydrated, authHydrated, user]);
}
