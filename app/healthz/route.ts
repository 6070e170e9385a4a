/**
 * The load balancer's health check: this instance answers, and which build it serves. Never asks
 * the API or Redis: an instance whose API is down still serves its last good pages (ADR 2) and
 * must stay in the pool. Dynamic and never stored, by a proxy or the service worker.
 */
import { BUILD_ID } from '@/lib/pwa/caches';

export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(
    { status: 'ok', build: BUILD_ID },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
