import { NextIntlClientProvider } from 'next-intl';
import { Words } from '@/components/intl/words';
import { firstLoadWords } from '@/lib/intl/client-words';
import messages from '@/messages/fr.json';

/**
 * What the diner's root layout gives its pages: the words of the first load only
 * (components/intl/words.tsx, ADR 58), so a first-load component reading a word the HTML lacks
 * fails here; and, as the pages under `(words)`, their own providers and the lazy islands have
 * it, next-intl's provider.
 */
export function IntlForTests({ children }: { children: React.ReactNode }) {
  return (
    <Words messages={firstLoadWords(messages)} locale="fr" timeZone="Europe/Paris">
      <NextIntlClientProvider locale="fr" messages={messages} timeZone="Europe/Paris">
        {children}
      </NextIntlClientProvider>
    </Words>
  );
}
