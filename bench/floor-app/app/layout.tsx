/**
 * The floor app's shell (docs/adr/0051): Poppins from the storefront's own files, loaded as the
 * storefront loads them (app/layout.tsx: swap, not preloaded), and nothing else.
 */
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import './floor.css';

const poppins = localFont({
  src: [
    { path: '../../../app/fonts/poppins-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../../app/fonts/poppins-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../../../app/fonts/poppins-latin-700-normal.woff2', weight: '700', style: 'normal' },
    { path: '../../../app/fonts/poppins-latin-800-normal.woff2', weight: '800', style: 'normal' },
  ],
  display: 'swap',
  preload: false,
});

export const metadata = { title: 'Menu — appli plancher' };

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr" className={poppins.className}>
      <body>{children}</body>
    </html>
  );
}
