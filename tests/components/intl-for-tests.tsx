import { NextIntlClientProvider } from 'next-intl';
import { Words } from '@/components/intl/words';
import messages from '@/messages/fr.json';

/**
 * What the diner's root layout gives its pages: the words of the first load (lib/i18n/words.tsx)
 * and, as the pages under `(words)` and the lazy islands have it, next-intl's provider.
 */
export function IntlForTests({ children }: { children: React.ReactNode }) {
  return (
    <Words messages={messages} locale="fr" timeZone="Europe/Paris">
      <NextIntlClientProvider locale="fr" messages={messages} timeZone="Europe/Paris">
        {children}
      </NextIntlClientProvider>
    </Words>
  );
}
