/**
 * The menus as the storefront last rendered them, for the browser's catalogue store (item
 * dialog, cart, search). Regenerated like the menu page (ISR): the menu page does not have to
 * carry them in its payload, and when the API is down this keeps answering the last good copy.
 * The catalogue version travels in the body and, for the service worker, in a header
 * (docs/adr/0038).
 */
import { getCatalogue } from '@/lib/data/restaurant';
import { CATALOGUE_VERSION_HEADER } from '@/lib/pwa/caches';

export const revalidate = 60; // seconds, as the menu page

export async function GET() {
  const { menus, version } = await getCatalogue();
  return Response.json(
    { status: 'success', payload: menus, ...(version === null ? {} : { version }) },
    { headers: version === null ? {} : { [CATALOGUE_VERSION_HEADER]: String(version) } },
  );
}
