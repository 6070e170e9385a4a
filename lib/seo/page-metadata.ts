/**
 * Page metadata: French title from messages, canonical always the unprefixed path, and the link
 * preview (Open Graph and Twitter tags) with absolute URLs from SITE_URL through the root layout's
 * `metadataBase` (docs/product.md#found-by-search-engines).
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/lib/config/site';

/** A picture for link previews: a path under public/ (or an absolute URL) and its size. */
export interface PreviewImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The restaurant's picture, 1200×630 (the size Open Graph readers crop to). */
const RESTAURANT_PREVIEW = { url: '/images/preview.jpg', width: 1200, height: 630 } as const;

/** A dish's picture as the menu stores them (public/menu-images, 1600×900). */
export const DISH_PREVIEW_SIZE = { width: 1600, height: 900 } as const;

export async function pageMetadata(
  titleKey: string,
  path: string,
  options: { index?: boolean; title?: string; description?: string; image?: PreviewImage } = {},
): Promise<Metadata> {
  const t = await getTranslations('meta');
  // The root layout's title template does not reach the home page: it names itself in full.
  const title =
    options.title ?? (path === '/' ? `${siteConfig.title} · ${t('homeTitle')}` : t(titleKey));
  const description = options.description ?? t('description');
  const image = options.image ?? {
    ...RESTAURANT_PREVIEW,
    alt: t('previewAlt', { name: siteConfig.title }),
  };
  return {
    title: path === '/' ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    robots: options.index === false ? { index: false, follow: true } : undefined,
    openGraph: {
      siteName: siteConfig.title,
      locale: 'fr_FR',
      type: 'website',
      url: path,
      title,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
