/**
 * The browser talks to one origin: /v2/* is forwarded to the API. `API_ROOT` is read per
 * request (not baked at build, unlike next.config rewrites), so the same build follows
 * `API_ROOT` / `API_PORT` at run time.
 */
import type { NextRequest } from 'next/server';
import { redactUrl } from '@/lib/api/redact';
import { apiRoot } from '@/lib/config/site';

export const dynamic = 'force-dynamic';

/**
 * Every other header goes to the API as the browser sent it, `X-Forwarded-For` included: the
 * diner's address the API's abuse limits count (ADR 19). `npm start` sets it to the socket's peer
 * (scripts/lib/storefront-server.ts); `next dev` only fills it in when the client sent none.
 */
const HOP_BY_HOP = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'];

async function forward(request: NextRequest): Promise<Response> {
  const url = new URL(request.url);
  const target = `${apiRoot()}${url.pathname}${url.search}`;
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    const out = new Headers(upstream.headers);
    out.delete('content-encoding');
    out.delete('content-length');
    return new Response(upstream.body, { status: upstream.status, headers: out });
  } catch (error) {
    // The query may hold a session token or a one-time code: never logged as it is.
    const reason = error instanceof Error ? error.message : String(error);
    console.error('[proxy]', request.method, redactUrl(url.pathname + url.search), reason);
    return Response.json(
      { status: 'error', data: { message: 'Le service est momentanément indisponible.' } },
      { status: 502 },
    );
  }
}

export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };
