import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { getLocale, getMessages, getTimeZone, getTranslations } from 'next-intl/server';
import { SessionNotice } from '@/components/auth/session-notice';
import { CatalogueSeed } from '@/components/layout/catalogue-seed';
import { AfterIdle } from '@/components/layout/after-idle';
import { OrderModeSync } from '@/components/layout/order-mode-sync';
import { Overlays } from '@/components/layout/overlays';
import { Shell } from '@/components/pwa/shell';
import { CatalogueWatch } from '@/components/pwa/catalogue-watch';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { TagManager } from '@/components/layout/tag-manager';
import { PwaStatus } from '@/components/pwa/pwa-status';
import { Words } from '@/components/intl/words';
import { firstLoadWords } from '@/lib/intl/client-words';
import { siteConfig, siteRoot } from '@/lib/config/site';
import { getOffers, getSettings } from '@/lib/data/restaurant';
import { dinerSettings } from '@/lib/api/settings';
import './globals.css';

const poppins = localFont({
  src: [
    { path: '../fonts/poppins-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../fonts/poppins-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../fonts/poppins-latin-700-normal.woff2', weight: '700', style: 'normal' },
    { path: '../fonts/poppins-latin-800-normal.woff2', weight: '800', style: 'normal' },
  ],
  variable: '--font-poppins',
  display: 'swap',
  // Not preloaded: Chromium holds the first frame while preloaded fonts load, and a first frame
  // that starts late meets the hydration's long tasks and can stall for a second (ADR 10). The
  // text paints at once in the size-adjusted fallback and swaps when Poppins arrives.
  preload: false,
  // next/font's own fallback face looks for Arial alone, absent from Android and most Linux: the
  // first frame then walked the rest of the stack, font by font. The house's face, in theme.css,
  // also names Roboto and Liberation Sans (docs/adr/0052).
  adjustFontFallback: false,
});

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return {
    metadataBase: new URL(siteRoot()),
    title: { default: siteConfig.title, template: `%s · ${siteConfig.title}` },
    description: t('description'),
    applicationName: siteConfig.title,
    appleWebApp: {
      capable: true,
      title: siteConfig.pwa.shortName,
      statusBarStyle: 'black-translucent',
    },
    icons: {
      icon: [
        { url: '/icons/favicon.svg', type: 'image/svg+xml' },
        { url: '/icons/favicon-32.png', sizes: '32x32', type: 'image/png' },
      ],
      apple: '/icons/apple-touch-icon.png',
    },
    openGraph: { siteName: siteConfig.title, locale: 'fr_FR', type: 'website' },
  };
}

export const viewport: Viewport = {
  themeColor: siteConfig.pwa.themeColor,
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [t, messages, locale, timeZone, settings, offers] = await Promise.all([
    getTranslations('nav'),
    getMessages(),
    getLocale(),
    getTimeZone(),
    getSettings(),
    getOffers(),
  ]);
  return (
    <html lang="fr" className={poppins.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        <Words messages={firstLoadWords(messages)} locale={locale} timeZone={timeZone}>
          <CatalogueSeed settings={dinerSettings(settings)} offers={offers} />
          <OrderModeSync />
          <a
            href="#contenu"
            className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {t('skip')}
          </a>
          <SiteHeader logoLabel={t('logoAlt', { name: siteConfig.title })} />
          <main id="contenu" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <SessionNotice />
          <Overlays />
          <AfterIdle />
          <CatalogueWatch />
          <PwaStatus />
          <TagManager />
          <Shell />
        </Words>
      </body>
    </html>
  );
}
