import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import './kitchen.css';

/**
 * The kitchen's own frame (docs/adr/0045): its words only, kept from search engines, and the
 * diner's header, footer and banners put away (kitchen.css) around it.
 */
export const metadata: Metadata = {
  title: { absolute: 'Cuisine — Comptoir' },
  robots: { index: false, follow: false },
};

export default async function KitchenLayout({ children }: { children: React.ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ kitchen: messages.kitchen }}>
      <div data-kitchen>{children}</div>
    </NextIntlClientProvider>
  );
}
