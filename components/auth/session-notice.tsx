'use client';

import { lazyModule } from '@/lib/hooks/use-lazy-module';
import { useAuthStore } from '@/stores/auth';

const body = lazyModule(() => import('./session-notice-body'));

/**
 * Says once, politely, that the server ended the session (a revoked or expired token: any 401,
 * stores/auth-requests.ts), with the way back in. The live region is always there, empty, so
 * screen readers announce the text when it comes; the notice's code is fetched then (ADR 54).
 */
export function SessionNotice() {
  const expired = useAuthStore((s) => s.notice === 'expired');
  const loaded = body.useModule(expired);
  return (
    <div role="status" className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md">
      {expired && typeof loaded === 'object' && <loaded.SessionNoticeBody />}
    </div>
  );
}
