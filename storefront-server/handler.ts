/**
 * What every layer of the storefront server shares: the shape of a request handler, each layer
 * wrapping the next one around Next's (main.ts), and the content types it answers with itself.
 */
import type http from 'node:http';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>;

export const JS_TYPE = 'application/javascript; charset=UTF-8';
export const CSS_TYPE = 'text/css; charset=UTF-8';

/** The request's path, without its query. */
export function pathnameOf(url: string | undefined): string {
  return (url ?? '').split('?')[0];
}
