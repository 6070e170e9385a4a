'use client';

import { CookieConsent } from '@/components/layout/cookie-consent';
import { ServiceWorker } from '@/components/layout/service-worker';
import { SectionSpy } from '@/components/menu/section-spy';
import { PwaStart } from '@/components/pwa/pwa-start';
import { UpdateBanner } from '@/components/pwa/update-banner';

/**
 * Loaded by AfterIdle: the consent box (shown 1 s later still), the service worker's
 * registration (which already waited for an idle moment), the update banner, whose live region
 * is in place long before a new version can be announced, and PwaStart (the install banner and
 * the storage hygiene, which waited for an idle moment too), and the menu's category bar
 * following scrolling (SectionSpy).
 */
export function IdleParts() {
  return (
    <>
      <CookieConsent />
      <ServiceWorker />
      <UpdateBanner />
      <PwaStart />
      <SectionSpy />
    </>
  );
}
