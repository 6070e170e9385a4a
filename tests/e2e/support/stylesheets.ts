/**
 * A page's stylesheet as its files hold it, whole. The page itself carries only the rules its
 * markup uses from its third answer on (docs/adr/0059); its `<style data-href>` names the files.
 */
import type { APIRequestContext } from '@playwright/test';

/** The text of the stylesheet files `hrefs` names (space-separated, as in `data-href`). */
export async function wholeStylesheet(request: APIRequestContext, hrefs: string) {
  const files = hrefs.split(' ');
  return (await Promise.all(files.map(async (href) => (await request.get(href)).text()))).join('');
}
