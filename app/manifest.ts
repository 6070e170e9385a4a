import type { MetadataRoute } from 'next';
import messages from '@/messages/fr.json';
import { siteConfig } from '@/lib/config/site';

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: siteConfig.title,
    short_name: siteConfig.pwa.shortName,
    description: messages.meta.description,
    lang: 'fr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: siteConfig.pwa.backgroundColor,
    theme_color: siteConfig.pwa.themeColor,
    categories: ['food', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // Chromium shows its richer install sheet only with screenshots: a narrow one for phones, a
    // wide one for computers (made by scripts/screenshots.ts, committed; kept out of the precache).
    screenshots: [
      {
        src: '/screenshots/menu-narrow.webp',
        sizes: '780x1688',
        type: 'image/webp',
        form_factor: 'narrow',
        label: 'La carte sur un téléphone',
      },
      {
        src: '/screenshots/menu-wide.webp',
        sizes: '1280x800',
        type: 'image/webp',
        form_factor: 'wide',
        label: 'La carte sur un ordinateur',
      },
    ],
  };
}
