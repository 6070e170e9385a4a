'use client';

import { ERROR_WORDS as t } from '@/components/layout/error-words';

/** Last resort when the root layout itself fails: plain HTML, French, a way home. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="fr">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}
      >
        <h1 style={{ color: '#e20819', fontSize: '3rem' }}>{t.title}</h1>
        <p>{error.message}</p>
        <p>{t.broke}</p>
        <p>{t.sorry}</p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the router may be what broke */}
        <a href="/">{t.home}</a>
      </body>
    </html>
  );
}
