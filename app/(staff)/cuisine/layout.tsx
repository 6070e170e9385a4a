import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { siteConfig, siteRoot } from '@/lib/config/site';
import './kitchen.css';

/**
 * The kitchen's root layout (docs/adr/0045, ADR 50): a document of its own, apart from the
 * diner's (app/(shop)/layout.tsx), so none of the diner's header, footer, consent, service worker
 * or their scripts and styles load here; its words only, kept from search engines.
 */
export const metadata: Metadata = {
  metadataBase: new URL(siteRoot()),
  title: { absolute: 'Cuisine — Comptoir' },
  robots: { index: false, follow: false },
  icons: { icon: [{ url: '/icons/favicon.svg', type: 'image/svg+xml' }] },
};

export const viewport: Viewport = {
  themeColor: siteConfig.pwa.themeColor,
  width: 'device-width',
  initialScale: 1,
};

export default async function KitchenLayout({ children }: { children: React.ReactNode }) {
  const messages = await getMessages();
  return (
    <html lang="fr">
      <body className="min-h-dvh bg-white font-sans text-ink antialiased">
        <NextIntlClientProvider messages={{ kitchen: messages.kitchen }}>
          <main>{children}</main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
