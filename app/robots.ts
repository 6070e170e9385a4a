import type { MetadataRoute } from 'next';
import { siteRoot } from '@/lib/config/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // /checkout, /success, /auth and /profile stay fetchable: their pages say noindex, which a
      // crawler kept out would never read (docs/product.md#found-by-search-engines).
      disallow: ['/v2/', '/fr/', '/healthz', '/revalidate'],
    },
    sitemap: `${siteRoot()}/sitemap.xml`,
  };
}
