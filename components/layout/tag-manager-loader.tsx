'use client';

import { useEffect } from 'react';
import { useConsentStore } from '@/stores/consent';

const SCRIPT_ID = 'tag-manager';

type TagWindow = Window & { dataLayer?: unknown[] };

/**
 * Adds Google's script for `id` once: the Tag Manager container for a GTM- id, the Google tag
 * (gtag.js) for a G- id, each with the first `dataLayer` entries Google's own snippet pushes.
 * Built here rather than as an inline snippet, which the security policy would block (ADR 21);
 * the policy allows Google's hosts when the block is enabled (ADR 25).
 */
function loadTagManager(id: string) {
  if (document.getElementById(SCRIPT_ID)) return;
  const w = window as TagWindow;
  const dataLayer = (w.dataLayer ??= []);
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  if (id.startsWith('GTM-')) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    script.src = `https://www.googletagmanager.com/gtm.js?id=${id}`;
  } else {
    // gtag.js reads its commands as `arguments` objects, as Google's snippet pushes them.
    const gtag: (...command: unknown[]) => void = function () {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    gtag('js', new Date());
    gtag('config', id);
    script.src = `https://www.googletagmanager.com/gtag/js?id=${id}`;
  }
  script.onerror = () => console.warn(`Gestionnaire de balises ${id} : chargement impossible`);
  document.head.append(script);
}

/** Loads the tag manager when, and only when, the diner's stored consent is true. */
export function TagManagerLoader({ id }: { id: string }) {
  const consent = useConsentStore((s) => s.consent);
  useEffect(() => {
    if (useConsentStore.getState().consent === null) useConsentStore.getState().load();
  }, []);
  useEffect(() => {
    if (consent === true) loadTagManager(id);
  }, [consent, id]);
  return null;
}
