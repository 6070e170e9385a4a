/**
 * How long a client has to send a request to the API or to the storefront (docs/adr/0035): its
 * headers within 20 s and all of it within 30 s, time enough for a phone on a poor network to
 * send the largest body the contract takes, not for a client trickling bytes to hold a connection.
 * Node checks open connections every 2 s, so a request is cut between 30 and 32 s.
 */
import type { ServerOptions } from 'node:http';

export interface ClientTimeouts {
  headersMs: number;
  requestMs: number;
  /** How often Node looks for connections past them. */
  checkEveryMs: number;
}

export const CLIENT_TIMEOUTS: ClientTimeouts = {
  headersMs: 20_000,
  requestMs: 30_000,
  checkEveryMs: 2_000,
};

/** Node's HTTP server options for them (`http.createServer`, Hono's `serverOptions`). */
export function serverTimeouts(timeouts: ClientTimeouts = CLIENT_TIMEOUTS): ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
}
