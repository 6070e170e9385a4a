import type { MetadataRoute } from 'next';
import { siteRoot } from '@/lib/config/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/checkout',
        '/success',
        '/auth',
        '/profile',
        '/v2/',
        '/fr/',
        '/healthz',
        '/revalidate',
      ],
    },
    sitemap: `${siteRoot()}/sitemap.xml`,
  };
}
