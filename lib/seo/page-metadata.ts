/** Page metadata: French title from messages, canonical always the unprefixed path. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/lib/config/site';

export async function pageMetadata(
  titleKey: string,
  path: string,
  options: { index?: boolean } = {},
): Promise<Metadata> {
  const t = await getTranslations('meta');
  return {
    // The root layout's title template does not reach the home page: it names itself in full.
    title: path === '/' ? { absolute: `${siteConfig.title} · ${t('homeTitle')}` } : t(titleKey),
    alternates: { canonical: path },
    robots: options.index === false ? { index: false, follow: true } : undefined,
  };
}
