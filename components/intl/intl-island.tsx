'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ComponentType } from 'react';
import { useWordsValue } from '@/components/intl/words';

/**
 * next-intl's client for what is not in a first load (docs/adr/0054): the pages under
 * `app/(shop)/(words)` and what the first load fetches later (the overlays, the idle parts, the
 * item form, the opening status's label, the kitchen's notices), each wrapped in this.
 */
export function IntlIsland({ children }: { children: React.ReactNode }) {
  const { messages, locale, timeZone } = useWordsValue();
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
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
