import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/lib/config/site';
import NotFound from './(shop)/not-found';
import './(shop)/globals.css';

/**
 * A URL no route answers. With two root layouts (the diner's and the kitchen's, ADR 50) Next has
 * no layout to put its 404 in: this page is a document of its own, in the diner's stylesheet,
 * with the 404's French words and its way home. Not the diner's layout: its header's scripts
 * would then be split into a chunk shared with this page, 0.6 kB more on every diner page.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return { title: `${t('notFound')} · ${siteConfig.title}`, robots: { index: false } };
}

export default function GlobalNotFound() {
  return (
    <html lang="fr">
      <body className="flex min-h-dvh flex-col font-sans">
        <main id="contenu" className="flex-1">
          <NotFound />
        </main>
      </body>
    </html>
  );
}
