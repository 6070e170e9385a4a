/**
 * The storefront's Node HTTP server around its handler (main.ts): a client has 20 s for its
 * headers and 30 s for its whole request (lib/api/client-timeouts.ts, docs/adr/0035), and a method
 * the storefront does not serve is a 405 in one log line before Next sees it: Next's route
 * handlers build a web Request, which refuses TRACE with a stack and a 500. Node itself closes a
 * CONNECT, and answers 400 to a method it does not know.
 */
import http from 'node:http';
import { CLIENT_TIMEOUTS, serverTimeouts, type ClientTimeouts } from '@/lib/api/client-timeouts';
import { redactUrl } from '@/lib/log/redact';
import type { Handler } from './handler';

/** Pages and server actions, the `/v2` proxy, `/revalidate`, and Next's answers to OPTIONS. */
const SERVED = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function withServedMethods(handler: Handler): Handler {
  const served = new Set(SERVED);
  const allow = SERVED.join(', ');
  return (req, res) => {
    const method = req.method ?? '';
    if (served.has(method)) return handler(req, res);
    // Node's parser lets through only method names of capitals and hyphens: nothing to escape.
    console.warn(`[storefront] 405 ${method} ${redactUrl(req.url ?? '')}`);
    res.writeHead(405, { Allow: allow, 'Content-Length': 0 });
    res.end();
  };
}

export function createStorefrontServer(
  handler: Handler,
  timeouts: ClientTimeouts = CLIENT_TIMEOUTS,
): http.Server {
  return http.createServer(serverTimeouts(timeouts), withServedMethods(handler));
}
