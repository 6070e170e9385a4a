import { IntlIsland } from '@/components/intl/intl-island';

/**
 * Every diner page but `/` and `/menu` (and the dish pages, which are `/menu`): their client
 * components read their words through next-intl's hooks (docs/adr/0054). The first two pages'
 * first load does without it.
 */
export default function WordsLayout({ children }: { children: React.ReactNode }) {
  return <IntlIsland>{children}</IntlIsland>;
}
