/**
 * The browser talks to one origin: /v2/* is forwarded to the API (lib/proxy/v2-proxy.ts: body limit,
 * headers, the diner's address, timeouts). `API_ROOT` and `PROXY_SECRET` are read per request
 * (not baked at build, unlike next.config rewrites), so the same build follows them at run time.
 */
import { createProxy } from '@/lib/proxy/v2-proxy';
import { apiRoot } from '@/lib/config/site';

export const dynamic = 'force-dynamic';

const forward = createProxy({
  root: () => apiRoot(),
  secret: () => process.env.PROXY_SECRET?.trim() || undefined,
});

export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };
