import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageFrame } from './page-frame';

/** Frame of a page whose flow ships later (or is switched off): heading, a word, a way to order. */
async function UpcomingPage({
  titleKey,
  textKey = 'comingSoon',
}: {
  titleKey: string;
  textKey?: string;
}) {
  const [tMeta, t] = await Promise.all([getTranslations('meta'), getTranslations('pages')]);
  return (
    <PageFrame title={tMeta(titleKey)}>
      <p className="mb-6 text-neutral-700">{t(textKey)}</p>
      <Link
        href="/menu"
        className="inline-block rounded-full bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark"
      >
        {t('backToMenu')}
      </Link>
    </PageFrame>
  );
}

/** The two exports of such a route (never indexed), so each route file stays a one-liner. */
export function upcomingRoute(titleKey: string, path: string, textKey?: string) {
  return {
    generateMetadata: () => pageMetadata(titleKey, path, { index: false }),
    Page: () => <UpcomingPage titleKey={titleKey} textKey={textKey} />,
  };
}
