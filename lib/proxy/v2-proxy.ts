/**
 * The storefront's `/v2` proxy (app/v2/[...path]/route.ts): the browser's call sent on to the API
 * and its answer brought back, with the body limit, the headers sent and returned, the diner's
 * address vouched for by the secret, the time bounds and the one-line logs that
 * docs/adr/0003-api-proxied-through-the-storefront.md#the-proxys-rules-libproxyv2-proxyts sets.
 */
import { PROXY_HEADER, sameSecret } from '@/lib/api/proxy-secret';
import { redactUrl } from '@/lib/log/redact';

/** The most the proxy forwards: the API's checkout limit (server/routes/checkout.ts). */
export const MAX_BODY_BYTES = 256 * 1024;

/** How long the API's answer may take to start, by kind of call (see above). */
const TIMEOUTS = { read: 5_000, write: 8_000 } as const;

/**
 * The longest a stream of events may stay silent: the API pings every 15 s (docs/contract.md#streams),
 * so 40 s without a byte is an API gone.
 */
const STREAM_IDLE_MS = 40_000;

export const PROXY_MESSAGES = {
  unavailable: 'Le service est momentanément indisponible.',
  timeout:
    'Le service met trop de temps à répondre. Réessayez dans un instant : votre panier est conservé.',
  tooLarge: 'Le corps de la requête est trop volumineux.',
  unreadable: 'La requête n’a pas pu être lue.',
  notFound: 'Ressource introuvable.',
} as const;

export interface ProxyOptions {
  /** The API's base URL, read per request (`apiRoot()`). */
  root: () => string;
  /** The shared secret (`PROXY_SECRET`), read per request; unset: nothing is vouched for. */
  secret: () => string | undefined;
  maxBodyBytes?: number;
  timeouts?: { read: number; write: number };
  /** A stream of events cut after this long without a byte (STREAM_IDLE_MS unless given). */
  streamIdleMs?: number;
  /** Writes a failure's one line; console.error unless given. */
  log?: (line: string) => void;
}

/** Hop-by-hop headers (RFC 9110 §7.6.1), besides `Proxy-*` and those `Connection` names. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
// `Expect` asks the next hop only; the rest, see the rules above.
const NOT_FORWARDED = new Set([
  ...HOP_BY_HOP,
  'expect',
  'host',
  'content-length',
  'cookie',
  'forwarded',
  'x-real-ip',
  PROXY_HEADER,
]);
const NOT_RETURNED = new Set([
  ...HOP_BY_HOP,
  'set-cookie',
  'location',
  'content-encoding',
  'content-length',
]);

/** `headers` without the names in `drop`, those starting with a prefix, those `Connection` names. */
function without(headers: Headers, drop: ReadonlySet<string>, prefixes: string[]): Headers {
  const named = new Set(
    (headers.get('connection') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const kept = new Headers();
  headers.forEach((value, name) => {
    const gone =
      drop.has(name) || named.has(name) || prefixes.some((prefix) => name.startsWith(prefix));
    if (!gone) kept.append(name, value);
  });
  return kept;
}

/** The headers the API receives (see the rules above). */
function forwardedHeaders(request: Request, secret: string | undefined): Headers {
  const headers = without(request.headers, NOT_FORWARDED, ['proxy-', 'x-forwarded-']);
  // The API's answer uncompressed: the storefront server compresses it for the browser as it
  // takes it (ADR 15), rather than fetch undoing the API's gzip on the way (docs/adr/0040).
  headers.set('accept-encoding', 'identity');
  if (!secret) return headers;
  const address = sameSecret(request.headers.get(PROXY_HEADER), secret)
    ? request.headers.get('x-forwarded-for')?.split(',')[0].trim()
    : undefined;
  if (address) headers.set('x-forwarded-for', address);
  headers.set(PROXY_HEADER, secret);
  return headers;
}

/** The headers the browser receives from the API's answer. */
function returnedHeaders(answer: Headers): Headers {
  return without(answer, NOT_RETURNED, ['proxy-']);
}

const TOO_LARGE = Symbol('too large');

/**
 * The request's body, at most `limit` bytes: TOO_LARGE as soon as it declares or brings more,
 * without reading further. Null for no body.
 */
async function boundedBody(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null | typeof TOO_LARGE> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return TOO_LARGE;
  if (!request.body) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.cancel().catch(() => undefined);
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

const errorAnswer = (status: number, message: string) =>
  Response.json({ status: 'error', data: { message } }, { status });

/** Why a fetch failed, for the log: undici's code (ECONNREFUSED…) when it gives one. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const detail = cause?.code ?? cause?.message;
  return typeof detail === 'string' ? `${error.message} (${detail})` : error.message;
}

/**
 * `body` cut (errored) unless it ends within `ms`: an API that stops halfway through an answer
 * holds the diner no longer than one that never starts.
 */
function bounded(body: ReadableStream<Uint8Array>, ms: number, abort: () => void) {
  const timer = setTimeout(abort, ms);
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({ flush: () => clearTimeout(timer) }),
  );
}

/**
 * A stream of events as it comes, for as long as it lives, but cut (errored) after `ms` without
 * a byte: neither a ping nor an event means the API is gone.
 */
function idleBounded(body: ReadableStream<Uint8Array>, ms: number, abort: () => void) {
  let timer = setTimeout(abort, ms);
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        clearTimeout(timer);
        timer = setTimeout(abort, ms);
        controller.enqueue(chunk);
      },
      flush: () => clearTimeout(timer),
    }),
  );
}

const isEventStream = (headers: Headers) =>
  /^text\/event-stream\b/i.test(headers.get('content-type') ?? '');

/** The proxy: a Request of the browser's in, the answer to give it out. */
export function createProxy(options: ProxyOptions): (request: Request) => Promise<Response> {
  const limit = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const timeouts = options.timeouts ?? TIMEOUTS;
  const log = options.log ?? ((line: string) => console.error(line));

  return async (request) => {
    const url = new URL(request.url);
    const { method } = request;
    // The query may hold a session token or a one-time code: never logged as it is.
    const fail = (status: number, message: string, reason: string) => {
      log(`[proxy] ${method} ${redactUrl(url.pathname + url.search)} ${reason}`);
      return errorAnswer(status, message);
    };
    // The API hears the proxy on its own loopback Host: only what the contract serves under /v2/
    // goes (the dev mailbox answers loopback hosts, docs/contract.md#dev-mailbox).
    if (!url.pathname.startsWith('/v2/')) {
      return fail(404, PROXY_MESSAGES.notFound, 'path outside /v2/');
    }
    const reads = method === 'GET' || method === 'HEAD';

    let body: Uint8Array<ArrayBuffer> | null = null;
    if (!reads) {
      try {
        const read = await boundedBody(request, limit);
        if (read === TOO_LARGE)
          return fail(413, PROXY_MESSAGES.tooLarge, `body over ${limit} bytes`);
        body = read;
      } catch (error) {
        return fail(400, PROXY_MESSAGES.unreadable, reasonOf(error));
      }
    }

    const wait = reads ? timeouts.read : timeouts.write;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, wait);
    let answer: Response;
    try {
      answer = await fetch(`${options.root()}${url.pathname}${url.search}`, {
        method,
        headers: forwardedHeaders(request, options.secret()),
        body: body ?? undefined,
        cache: 'no-store',
        redirect: 'manual',
        // The browser gone, the API's side closes too: a stream's subscription ends with it.
        signal: AbortSignal.any([controller.signal, request.signal]),
      });
    } catch (error) {
      return timedOut
        ? fail(504, PROXY_MESSAGES.timeout, `no answer within ${wait} ms`)
        : fail(502, PROXY_MESSAGES.unavailable, reasonOf(error));
    } finally {
      clearTimeout(timer);
    }
    // 204 and 304 carry no body, and a Response refuses one for them.
    const abort = () => controller.abort();
    const stream =
      !answer.body || [204, 205, 304].includes(answer.status)
        ? null
        : isEventStream(answer.headers)
          ? idleBounded(answer.body, options.streamIdleMs ?? STREAM_IDLE_MS, abort)
          : bounded(answer.body, wait, abort);
    return new Response(stream, {
      status: answer.status,
      statusText: answer.statusText,
      headers: returnedHeaders(answer.headers),
    });
  };
}
