'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { applyUpdate } from '@/lib/pwa/update';
import { useUpdateStore } from '@/stores/update';
import { useDeploymentWatch } from './use-deployment-watch';

/**
 * "Mise à jour disponible" (SPEC §2, §4): shown when a new service worker waits or the server
 * runs another build; "Actualiser" lets the new version take over and reloads once
 * (lib/pwa/update.ts). Not a modal: the diner may finish what they are doing first. It sits in a
 * live region that is always there, so a screen reader hears it arrive.
 */
export function UpdateBanner() {
  const t = useTranslations('update');
  const available = useUpdateStore((s) => s.available);
  const [updating, setUpdating] = useState(false);
  useDeploymentWatch();
  return (
    <div role="status" className="fixed inset-x-3 top-12 z-[55] mx-auto max-w-md">
      {available && (
        <section
          aria-labelledby="update-title"
          className="flex items-center gap-4 rounded-2xl bg-white p-4 text-ink shadow-2xl ring-1 ring-black/10"
        >
          <div className="flex-1">
            <h2 id="update-title" className="font-bold">
              {t('title')}
            </h2>
            <p className="text-sm text-neutral-700">{t('text')}</p>
          </div>
          <button
            type="button"
            disabled={updating}
            onClick={() => {
              setUpdating(true);
              void applyUpdate();
            }}
            className="rounded-full bg-brand px-5 py-2 font-bold text-white hover:bg-brand-dark disabled:opacity-70"
          >
            {t('action')}
          </button>
        </section>
      )}
    </div>
  );
}
