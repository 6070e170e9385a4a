/**
 * The site configuration (docs/product.md#site-configuration): everything about the storefront that
 * is not the restaurant's data (which comes from the API settings). One object, read by the shell.
 */
import { validateTagManagerId } from './tag-manager';

export const siteConfig = {
  id: 'poulet-grenette',
  title: 'Poulet Grenette',
  currency: 'EUR',
  currencySymbol: '€',
  /** What the restaurant serves, for search engines (schema.org servesCuisine, lib/seo/structured-data.ts). */
  cuisine: ['Poulet frit', 'Burgers', 'Fast-food'],
  locale: { default: 'fr', available: ['fr'] as const },
  header: { size: 'md', sticky: true, transparent: true, logoPosition: 'center' },
  footer: { theme: 'dark', columns: 4, showCredits: true, showSocialLinks: true },
  pwa: { backgroundColor: '#1b1b1b', themeColor: '#e20819', shortName: 'Grenette' },
  font: { family: 'Poppins' },
  tagManager: { enabled: false, id: 'GTM-PG7K3LD' },
  blog: { enabled: false },
  disallowedPages: ['blog', 'contact', 'about'],
} as const;

/** Where the storefront reaches the API from its server: `API_ROOT`, else 127.0.0.1 on `API_PORT`. */
export function apiRoot(env: Record<string, string | undefined> = process.env): string {
  const root = env.API_ROOT?.trim();
  if (root) return root.replace(/\/+$/, '');
  return `http://127.0.0.1:${env.API_PORT?.trim() || '4000'}`;
}

/** The public address of the storefront, for canonical links and the sitemap. */
export function siteRoot(env: Record<string, string | undefined> = process.env): string {
  const root = env.SITE_URL?.trim();
  if (root) return root.replace(/\/+$/, '');
  return `http://localhost:${env.PORT?.trim() || '3000'}`;
}

// Fail the build, not a diner's page, when someone enables a malformed tag-manager id.
if (siteConfig.tagManager.enabled) validateTagManagerId(siteConfig.tagManager.id);
