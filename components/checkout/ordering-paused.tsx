'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { api, serviceDown } from '@/lib/api-client';
import { useLocationStore } from '@/stores/location';

/** How often the checkout asks again whether the API is back, while it is away. */
const PAUSED_RECHECK_MS = 15_000;

type Status = 'unknown' | 'open' | 'paused' | 'back';

/**
 * Whether ordering is paused: the checkout asks the API for the full slots when it opens (the
 * question the time step asks anyway, never cached), and while the answer says the API is not
 * there (lib/api-client/result.ts `serviceDown`) asks again every 15 s. Offline, the browser's own
 * notice speaks (components/pwa/offline-notice.tsx) and this stays quiet.
 */
export function useOrderingStatus(active: boolean): Status {
  const [status, setStatus] = useState<Status>('unknown');
  const mode = useLocationStore((s) => s.mode);
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    let timer: number | undefined;
    const check = async () => {
      const result = await api.fullSlots(mode, controller.signal);
      if (controller.signal.aborted) return;
      const down = !result.ok && serviceDown(result.error, navigator.onLine);
      setStatus((before) => (down ? 'paused' : before === 'paused' ? 'back' : 'open'));
      if (down) timer = window.setTimeout(() => void check(), PAUSED_RECHECK_MS);
    };
    void check();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [active, mode]);
  return status;
}

/**
 * "Commandes momentanément suspendues" above the checkout while the API is away (stopped,
 * restarting, answering garbage): the diner learns it before filling in every field, not on the
 * last button, and that nothing is lost. When the API comes back, one line says so.
 */
export function OrderingPaused({ status }: { status: Status }) {
  const t = useTranslations('checkout.paused');
  return (
    <div role="status" aria-live="polite">
      {status === 'paused' && (
        <div
          data-testid="ordering-paused"
          className="mb-3 rounded-2xl border border-brand/30 bg-cream p-4 text-neutral-900"
        >
          <p className="font-bold">{t('title')}</p>
          <p className="mt-1">{t('text')}</p>
        </div>
      )}
      {status === 'back' && (
        <p className="mb-3 rounded-2xl bg-cream p-3 font-semibold text-neutral-900">{t('back')}</p>
      )}
    </div>
  );
}
