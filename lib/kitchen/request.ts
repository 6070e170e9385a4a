/**
 * The kitchen's calls on the wire: the browser client's result type (docs/adr/0017), answers read
 * with the staff schemas. Not the client's `request`, whose lazy import of the diner's schemas
 * would make the kitchen a parent of that chunk and reshape the diner's scripts (docs/adr/0045).
 */
import { ABORTED, failure, type ApiResult } from '@/lib/api-client/result';

interface KitchenRequest<T> {
  method?: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: object;
  /** Reads the answer's JSON; throws when it does not fit the contract. */
  read: () => Promise<(json: unknown) => T>;
  signal?: AbortSignal;
}

/** The server's French reason, `{ data: { message } }`, when it gave one. */
function messageOf(json: unknown): string | null {
  const message = (json as { data?: { message?: unknown } } | undefined)?.data?.message;
  return typeof message === 'string' ? message : null;
}

/** One staff call. Never throws; an aborted call answers `aborted`. */
export async function kitchenRequest<T>(call: KitchenRequest<T>): Promise<ApiResult<T>> {
  const { method = 'GET', body, token, signal } = call;
  let res: Response;
  let json: unknown;
  try {
    res = await fetch(call.path, {
      method,
      headers: {
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      signal,
    });
    json = await res.json().catch(() => undefined);
  } catch {
    return signal?.aborted ? ABORTED : failure('network', null, null);
  }
  if (!res.ok) return failure('http', res.status, messageOf(json));
  try {
    return { ok: true, data: (await call.read())(json) };
  } catch {
    return failure('invalid', res.status, null);
  }
}
