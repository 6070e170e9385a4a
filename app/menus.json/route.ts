/**
 * The menus as the storefront last rendered them, for the browser's catalogue store (item
 * dialog, cart, search). Regenerated like the menu page (ISR): the menu page does not have to
 * carry them in its payload, and when the API is down this keeps answering the last good copy.
 */
import { getMenus } from '@/lib/data/restaurant';

export const revalidate = 60; // seconds, as the menu page

export async function GET() {
  return Response.json({ status: 'success', payload: await getMenus() });
}
