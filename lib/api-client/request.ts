/**
 * The API client's one `request` (docs/adr/0017): the body checked with its contract schema
 * before it leaves, the answer with its own, schemas loaded with the first call that needs them
 * (zod stays out of a page's first scripts, docs/adr/0010), and callers asking for the same
 * thing while it is on its way sharing one request. The browser only talks to its own origin
 * (`/v2/*` is forwarded to the API, docs/adr/0003).
 */
import type { z } from 'zod';
import type { Session } from '@/lib/api/auth';
import { ABORTED, failure, type ApiResult } from './result';

export type Lazy<T> = () => Promise<T>;

interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A path of the storefront's origin, `/v2/...` or `/menus.json`. */
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Extra request headers (a session's bearer token and user id). */
  headers?: Record<string, string>;
  /** The schema the body must pass before it is sent. */
  bodySchema?: Lazy<z.ZodType>;
  /** Reads the answer's JSON; throws when it does not fit (usually a zod schema's `parse`). */
  answer: Lazy<(json: unknown) => T | Promise<T>>;
  signal?: AbortSignal;
  /** Never from the HTTP cache (a coupon's verdict must be today's). */
  noStore?: boolean;
  /**
   * Callers giving the same key while a request is in flight share it. GETs share by URL
   * without asking (unless `false`); a POST shares only under a key its caller chooses.
   */
  share?: string | false;
}

export const schemas = () => import('@/lib/api/schemas');

/** A session as the account calls send it in headers (docs/contract.md#accounts). */
export const sessionHeaders = (session: Session): Record<string, string> => ({
  authorization: `Bearer ${session.token}`,
  'x-user-id': String(session.user_id),
});

/** The `answer` of a call whose JSON a zod schema describes. */
export const parsedBy =
  <T>(schema: Lazy<z.ZodType<T>>): Lazy<(json: unknown) => T> =>
  () =>
    schema().then((s) => (json: unknown) => s.parse(json));

function urlOf({ path, query }: ApiRequest<unknown>): string {
  if (!query) return path;
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  );
  return `${path}?${search}`;
}

async function serverMessage(json: unknown): Promise<string | null> {
  if (json === undefined) return null;
  const { errorBodySchema } = await schemas();
  const parsed = errorBodySchema.safeParse(json);
  return parsed.success ? parsed.data.data.message : null;
}

/** A request as it goes: whatever fails on the way (even loading a schema) is a result. */
function send<T>(call: ApiRequest<T>, url: string, signal?: AbortSignal): Promise<ApiResult<T>> {
  return exchange(call, url, signal).catch(() =>
    signal?.aborted ? ABORTED : failure('network', null, null),
  );
}

async function exchange<T>(
  call: ApiRequest<T>,
  url: string,
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  const { method = 'GET', body } = call;
  if (call.bodySchema && !(await call.bodySchema()).safeParse(body).success) {
    // Our own payload does not fit the contract: a bug, reported rather than sent.
    console.error('Requête hors contrat non envoyée', method, call.path);
    return failure('invalid', null, null);
  }
  let json: unknown;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...call.headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: call.noStore ? 'no-store' : undefined,
      signal,
    });
    json = await res.json().catch(() => undefined);
  } catch {
    return signal?.aborted ? ABORTED : failure('network', null, null);
  }
  if (signal?.aborted) return ABORTED;
  if (!res.ok) return failure('http', res.status, await serverMessage(json));
  try {
    const read = await call.answer();
    return { ok: true as const, data: await read(json) };
  } catch {
    return failure('invalid', res.status, null);
  }
}

interface Shared {
  promise: Promise<ApiResult<unknown>>;
  controller: AbortController;
  waiting: number;
}
const inFlight = new Map<string, Shared>();

/** One call of the contract. Never throws; an aborted call answers `aborted`. */
export function request<T>(call: ApiRequest<T>): Promise<ApiResult<T>> {
  const url = urlOf(call);
  if (call.signal?.aborted) return Promise.resolve(ABORTED);
  const key =
    call.share === false
      ? null
      : (call.share ?? ((call.method ?? 'GET') === 'GET' ? `GET ${url}` : null));
  if (key === null) return send(call, url, call.signal);

  let shared = inFlight.get(key);
  if (!shared) {
    const controller = new AbortController();
    const entry: Shared = { promise: send(call, url, controller.signal), controller, waiting: 0 };
    entry.promise.finally(() => {
      if (inFlight.get(key) === entry) inFlight.delete(key);
    });
    inFlight.set(key, entry);
    shared = entry;
  }
  const entry = shared;
  entry.waiting += 1;
  return new Promise((resolve) => {
    // A caller that gives up leaves; the request stops when nobody waits for it any more.
    const leave = () => {
      entry.waiting -= 1;
      if (entry.waiting === 0 && inFlight.get(key) === entry) {
        inFlight.delete(key);
        entry.controller.abort();
      }
      resolve(ABORTED);
    };
    call.signal?.addEventListener('abort', leave, { once: true });
    void entry.promise.then((result) => {
      if (call.signal?.aborted) return;
      call.signal?.removeEventListener('abort', leave);
      entry.waiting -= 1;
      resolve(result as ApiResult<T>);
    });
  });
}
