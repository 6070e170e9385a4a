/**
 * The API's access log: one line per request, `METHOD path?query status ms`, the query redacted
 * (lib/log/redact.ts), off unless createApp is given a printer. A health check that passed is not
 * written: behind a balancer asking every second, those lines would drown the rest.
 */
import type { MiddlewareHandler } from 'hono';
import { redactUrl } from '@/lib/log/redact';

export type RequestLogLine = (line: string) => void;

export function requestLog(print: RequestLogLine = console.info): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    try {
      await next();
    } finally {
      // Hono has turned a thrown error into its answer by now: the status is the one sent.
      const { pathname, search } = new URL(c.req.url);
      if (pathname === '/health' && c.res.status === 200) return;
      const ms = Math.round(performance.now() - start);
      print(`${c.req.method} ${redactUrl(pathname + search)} ${c.res.status} ${ms}ms`);
    }
  };
}
