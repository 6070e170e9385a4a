import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorContent } from '@/components/layout/error-content';
import { ConnectionNeeded } from '@/components/pwa/connection-needed';

/**
 * "Connexion nécessaire": the service worker's answer, at the address asked for, to a page that
 * needs the server (checkout, accounts) or was never seen, while offline (docs/adr/0023). Part
 * of the precached shell; it comes back to the page asked for by itself.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('offline');
  return { title: t('pageTitle'), robots: { index: false, follow: false } };
}

export default async function OfflinePage() {
  const t = await getTranslations('offline');
  return (
    <>
      <ErrorContent
        title={t('title')}
        lines={[t('text'), t('kept')]}
        homeLabel={t('menu')}
        homeHref="/menu"
      />
      <ConnectionNeeded />
    </>
  );
}
