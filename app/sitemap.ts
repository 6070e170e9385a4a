import type { MetadataRoute } from 'next';
import { siteRoot } from '@/lib/config/site';

/** Public, indexable pages only (unprefixed URLs); the blog is disabled so it is left out. */
export const PUBLIC_PATHS = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/menu', priority: 0.9, changeFrequency: 'daily' },
  { path: '/about', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/contact', priority: 0.6, changeFrequency: 'monthly' },
  { path: '/allergens', priority: 0.5, changeFrequency: 'weekly' },
  { path: '/privacy-policy', priority: 0.2, changeFrequency: 'yearly' },
  { path: '/cookie-policy', priority: 0.2, changeFrequency: 'yearly' },
  { path: '/terms-of-service', priority: 0.2, changeFrequency: 'yearly' },
] as const;

export default function sitemap(): MetadataRoute.Sitemap {
  const root = siteRoot();
  return PUBLIC_PATHS.map(({ path, priority, changeFrequency }) => ({
    url: `${root}${path === '/' ? '' : path}`,
    changeFrequency,
    priority,
  }));
}
