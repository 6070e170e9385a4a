/**
 * The API over Node's HTTP server, as server/main.ts serves it: a client has 20 s for its headers
 * and 30 s for its whole request (lib/api/client-timeouts.ts, docs/adr/0035), then Node answers
 * 408 and closes the connection.
 */
import { serve, type ServerType } from '@hono/node-server';
import { CLIENT_TIMEOUTS, serverTimeouts, type ClientTimeouts } from '@/lib/api/client-timeouts';

type Fetch = Parameters<typeof serve>[0]['fetch'];

export interface ServeOptions {
  hostname: string;
  port: number;
  /** Shorter in tests. */
  timeouts?: ClientTimeouts;
}

export function serveApi(
  fetch: Fetch,
  { hostname, port, timeouts = CLIENT_TIMEOUTS }: ServeOptions,
  listening?: Parameters<typeof serve>[1],
): ServerType {
  return serve({ fetch, hostname, port, serverOptions: serverTimeouts(timeouts) }, listening);
}
