'use client';

import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth';
import { withSession } from '@/stores/auth-requests';

/**
 * The signed-in user, asked of the server again on mount (changed from another device, say)
 * and kept in the store; `refreshing` while the answer is on its way. Until then the store's
 * copy shows. A 401 signs the diner out (withSession), and the profile shell takes it from there.
 */
export function useFreshUser() {
  const user = useAuthStore((s) => s.session?.user ?? null);
  const [refreshing, setRefreshing] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    void withSession((s) => api.auth.profile(s, controller.signal)).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) useAuthStore.getState().setUser(result.data);
      setRefreshing(false);
    });
    return () => controller.abort();
  }, []);
  return { user, refreshing };
}
