'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ComponentType } from 'react';
import { useWordsValue } from '@/components/intl/words';

/**
 * Every word client components read, compiled, copied in by next.config.ts (`env`): they come
 * in this module's chunk, fetched once with next-intl's client and kept by the browser, not in
 * each page's HTML, which carries only the first load's (docs/adr/0058).
 */
const CLIENT_WORDS = JSON.parse(process.env.CLIENT_WORDS ?? '{}') as Record<string, unknown>;

/**
 * next-intl's client for what is not in a first load (docs/adr/0054): the pages under
 * `app/(shop)/(words)` and what the first load fetches later (the overlays, the idle parts, the
 * item form, the opening status's label, the kitchen's notices), each wrapped in this.
 */
export function IntlIsland({ children }: { children: React.ReactNode }) {
  const { locale, timeZone } = useWordsValue();
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={CLIENT_WORDS}>
      {children}
    </NextIntlClientProvider>
  );
}

/** The component inside its own island: for what is fetched after the first load on its own. */
export function withIntl<P extends object>(Component: ComponentType<P>) {
  return function WithIntl(props: P) {
    return (
      <IntlIsland>
        <Component {...props} />
      </IntlIsland>
    );
  };
}
