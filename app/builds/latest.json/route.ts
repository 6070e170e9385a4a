/**
 * The latest-build file (SPEC §7 "platform calls"): which build this server runs. A page of an
 * older build that reads another id here offers the update (components/pwa/deployment-watch.tsx).
 * Answered per request and never stored, by the browser, a proxy or the service worker.
 */
import { BUILD_ID } from '@/lib/pwa/caches';

export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ id: BUILD_ID }, { headers: { 'Cache-Control': 'no-store' } });
}
