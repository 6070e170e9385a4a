'use client';

import { AUTH, useAuthStore } from '@/stores/auth';
import { useHydrated } from '@/stores/hydrated';

/**
 * Who is signed in, for the header: null for a guest and until the saved session is read (the
 * server cannot know it, so the first paint is the guest's on both sides).
 */
export function useSignedIn(): { firstName: string } | null {
  const hydrated = useHydrated(AUTH);
  const firstName = useAuthStore((s) => (s.session ? s.session.user.first_name.trim() : null));
  return hydrated && firstName !== null ? { firstName } : null;
}
