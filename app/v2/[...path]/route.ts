/**
 * The browser talks to one origin: /v2/* is forwarded to the API (lib/proxy/v2-proxy.ts: body limit,
 * headers, the diner's address, timeouts). `API_ROOT` and `PROXY_SECRET` are read per request
 * (not baked at build, unlike next.config rewrites), so the same build follows them at run time.
 */
import { revalidateTag } from 'next/cache';
import { sharedRevalidation } from '@/lib/cache/revalidate-request';
import { revalidatingSwitches } from '@/lib/cache/switch-revalidation';
import { createProxy } from '@/lib/proxy/v2-proxy';
import { apiRoot } from '@/lib/config/site';

export const dynamic = 'force-dynamic';

// A kitchen switch changed through it renders the menus' pages afresh (lib/cache/switch-revalidation.ts).
const forward = revalidatingSwitches(
  createProxy({
    root: () => apiRoot(),
    secret: () => process.env.PROXY_SECRET?.trim() || undefined,
  }),
  {
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
    // Looked up per call: the shared cache's handler sets it once it has loaded.
    awaitShared: async (tags) => sharedRevalidation()?.(tags),
  },
);

export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };
