'use client';

/**
 * The words of the first load (docs/adr/0054): the header, its buttons, the notices and `/menu`'s
 * first controls read the page's messages here, formatted by icu-minify's runtime (0.7 kB), so
 * next-intl's client (4 kB) is fetched only with what uses it: the lazy overlays and the pages
 * under `(words)` (components/intl/intl-island.tsx). The messages arrive compiled (next.config.ts).
 */
import format, { type CompiledMessage, type FormatValues } from 'icu-minify/format';
import { createContext, use, useCallback } from 'react';

export interface WordsValue {
  messages: Record<string, unknown>;
  locale: string;
  timeZone: string;
}

const WordsContext = createContext<WordsValue | null>(null);

/**
 * Given once by the root layout: the first load's words (lib/intl/client-words.ts), and what
 * formats them.
 */
export function Words({ children, ...value }: WordsValue & { children: React.ReactNode }) {
  return <WordsContext value={value}>{children}</WordsContext>;
}

/** What the layout gave (components/intl/intl-island.tsx hands it to next-intl). */
export function useWordsValue(): WordsValue {
  const value = use(WordsContext);
  if (!value) throw new Error('useWords: no <Words> above this component');
  return value;
}

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    new Intl.PluralRules(...args),
};

function lookup(messages: Record<string, unknown>, path: string): unknown {
  let node: unknown = messages;
  for (const part of path.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

/**
 * `t(key, values)` over `namespace`, as next-intl's `useTranslations` for plain and ICU
 * messages (no rich text). A missing key reads as its path and is said in the console, as
 * next-intl does.
 */
export function useWords(namespace: string) {
  const { messages, locale, timeZone } = useWordsValue();
  return useCallback(
    (key: string, values?: FormatValues) => {
      const path = `${namespace}.${key}`;
      const message = lookup(messages, path);
      if (message === undefined || (typeof message === 'object' && !Array.isArray(message))) {
        console.error(`useWords: pas de message ${path}`);
        return path;
      }
      const text = format(message as CompiledMessage, locale, values, { formatters, timeZone });
      return Array.isArray(text) ? text.join('') : String(text);
    },
    [messages, locale, timeZone, namespace],
  );
}
