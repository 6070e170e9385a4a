/**
 * The storefront's one browser client of the `/v2` contract (docs/contract.md): every call the
 * browser makes goes through `request`, and every answer comes back as an `ApiResult`, never a
 * throw. The answer is checked with the contract's zod schema and a request body with its
 * schema before it leaves; both schemas are loaded with the first call that needs them, so zod
 * stays out of a page's first scripts (docs/adr/0010). Abort and sharing live here too: callers
 * asking for the same thing while it is on its way share one request (docs/adr/0017).
 *
 * The browser only ever talks to its own origin: `/v2/*` is forwarded to the API by the
 * storefront (app/v2/[...path]/route.ts, docs/adr/0003).
 */
import type { z } from 'zod';
import type { ProfileUpdate, Session } from './auth';
import type { OrderPayloadInput, OrderUpdateInput } from './checkout';
import type { Menu, Offer } from './schemas';
import type { OrderMode } from '@/lib/domain/cart-types';

type ApiErrorKind = 'network' | 'http' | 'invalid' | 'aborted';

export interface ApiError {
  /** No answer (`network`), an error status (`http`), an answer of another shape (`invalid`). */
  kind: ApiErrorKind;
  /** The HTTP status, null when no answer came. */
  status: number | null;
  /** The server's French reason (`{ data: { message } }`) when it gave one. */
  message: string | null;
  /** Worth trying again as it is: no network, a 5xx, 408 or 429. */
  retryable: boolean;
}

/**
 * The server's French reason when it refused the request (a 4xx that explained itself): shown
 * to the diner as it is. A 5xx's text speaks of the server, not of the diner's request, but for a
 * 504: only the storefront's proxy answers one, when the API takes too long (lib/api/proxy.ts),
 * and its text tells the diner to try again and that the cart is kept.
 */
export function refusal(error: ApiError): string | null {
  const shown =
    error.kind === 'http' && error.status !== null && (error.status < 500 || error.status === 504);
  return shown ? error.message : null;
}

/**
 * The API is not there to take an order: the proxy's 502 (the API unreachable) or a 503 (the API
 * without its database), an answer of another shape (a broken or foreign server), and no answer
 * at all when `noAnswerCounts`. Not a refusal, a 504 (slow, maybe stored) nor a 500: the checkout
 * says ordering is paused (components/checkout/ordering-paused.tsx). No answer counts for a read
 * made while the browser is online (the probe); never for an order, which may have been stored
 * with only its answer lost: the diner is told to try again, which replays it (same local_id).
 */
export function serviceDown(error: ApiError, noAnswerCounts: boolean): boolean {
  if (error.kind === 'network') return noAnswerCounts;
  if (error.kind === 'invalid') return error.status !== null;
  return error.kind === 'http' && (error.status === 502 || error.status === 503);
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

type Lazy<T> = () => Promise<T>;

export interface ApiRequest<T> {
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

const failure = (kind: ApiErrorKind, status: number | null, message: string | null) => ({
  ok: false as const,
  error: {
    kind,
    status,
    message,
    retryable:
      kind === 'network' ||
      (kind === 'http' && status !== null && (status >= 500 || status === 408 || status === 429)),
  },
});

const ABORTED = failure('aborted', null, null);

const schemas = () => import('./schemas');
const checkoutSchemas = () => import('./checkout');
const authSchemas = () => import('./auth');

/** A session as the account calls send it in headers (docs/contract.md#accounts). */
const sessionHeaders = (session: Session): Record<string, string> => ({
  authorization: `Bearer ${session.token}`,
  'x-user-id': String(session.user_id),
});

/** The `answer` of a call whose JSON a zod schema describes. */
const parsedBy =
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

const mapped = <A, B>(result: ApiResult<A>, map: (data: A) => B): ApiResult<B> =>
  result.ok ? { ok: true, data: map(result.data) } : result;

/** Recommendations and popular items: 12 each (docs/product.md#constants). */
const RECOMMENDATION_COUNT = 12;

const CHECKOUT = '/v2/public/checkout/';

/** Every browser call of the contract, by name. */
export const api = {
  /**
   * The storefront's regenerated copy of the menus (app/menus.json), which still answers while
   * the API is down; `read` checks it (in a worker, or one category per task).
   */
  menus: (url: string, read: Lazy<(json: unknown) => Menu[] | Promise<Menu[]>>) =>
    request({ path: url, answer: read }),

  /** What a coupon code is worth: the offer, or null when the answer names none. */
  coupon: (code: string) =>
    request({
      path: `/v2/public/offers/${encodeURIComponent(code)}`,
      noStore: true,
      answer: parsedBy(() => schemas().then((s) => s.offersResponseSchema)),
    }).then((r) => mapped(r, (answer): Offer | null => answer.payload[0] ?? null)),

  /** Address suggestions for typed text, or for a position sent as "lat,lng". */
  locations: (query: string, signal?: AbortSignal) =>
    request({
      path: '/v2/public/locations/',
      query: { query },
      signal,
      answer: parsedBy(() => schemas().then((s) => s.locationsResponseSchema)),
    }).then((r) => mapped(r, (answer) => answer.payload)),

  /** Where an address lies and what delivering there costs. */
  distance: (location: string, signal?: AbortSignal) =>
    request({
      path: '/v2/public/locations/distance',
      query: { location },
      signal,
      answer: parsedBy(() => schemas().then((s) => s.distanceResponseSchema)),
    }).then((r) => mapped(r, (answer) => answer.payload)),

  /** Item ids to suggest beside these cart items. */
  recommendations: (cartItems: number[], signal?: AbortSignal) =>
    request({
      method: 'POST',
      path: '/v2/recommendations',
      body: { cartItems, maxRecommendations: RECOMMENDATION_COUNT },
      bodySchema: () => schemas().then((s) => s.recommendationsRequestSchema),
      signal,
      share: `recommendations ${cartItems.join(',')}`,
      answer: parsedBy(() => schemas().then((s) => s.recommendationsResponseSchema)),
    }).then((r) => mapped(r, (answer) => answer.recommendations.map((entry) => entry.itemId))),

  /** The most ordered item ids (an empty cart's suggestions). */
  popular: (signal?: AbortSignal) =>
    request({
      path: '/v2/recommendations/popular',
      query: { limit: RECOMMENDATION_COUNT },
      signal,
      answer: parsedBy(() => schemas().then((s) => s.popularResponseSchema)),
    }).then((r) => mapped(r, (answer) => answer.popular.map((entry) => entry.itemId))),

  /**
   * The products of a menu, asked for after an item of it is added (the contract's signal that
   * the diner is interested). The answer is unused, so it is not read: no schema is loaded.
   */
  products: (menuId: number) =>
    request({
      path: `/v2/public/products/${menuId}`,
      answer: () => Promise.resolve(() => undefined),
    }),

  /**
   * The payment intent of an order, priced and checked by the server as it would place it: a
   * signed-in customer's order carries their session. Two asks for the same order and amount at
   * once share one request, hence one intent.
   */
  paymentIntent: (
    body: {
      customer_id: string | null;
      amount: number;
      payment_intent_id: string | null;
      order: OrderPayloadInput;
    },
    session: Session | null = null,
  ) =>
    request({
      method: 'POST',
      path: `${CHECKOUT}stripe-payment-intent`,
      body,
      headers: session ? sessionHeaders(session) : undefined,
      bodySchema: () => checkoutSchemas().then((s) => s.paymentIntentRequestSchema),
      share: `intent ${body.order.local_id}:${body.amount}`,
      answer: parsedBy(() => checkoutSchemas().then((s) => s.paymentIntentResponseSchema)),
    }).then((r) => mapped(r, (answer) => answer.payload)),

  /**
   * Creates the order (once per `local_id`): its number and its key, which finalising it asks
   * for (a replay answers both again). A signed-in customer's order names their `user_id` and
   * carries their session, without which the server refuses it.
   */
  createOrder: (order: OrderPayloadInput, session: Session | null = null) =>
    request({
      method: 'POST',
      path: CHECKOUT,
      body: order,
      headers: session ? sessionHeaders(session) : undefined,
      bodySchema: () => checkoutSchemas().then((s) => s.orderPayloadSchema),
      answer: parsedBy(() => checkoutSchemas().then((s) => s.orderCreatedSchema)),
    }).then((r) => mapped(r, (answer) => answer.payload)),

  /**
   * The start instants (ms) of the mode's full slots up to the booking horizon: a slot there
   * cannot be chosen (docs/product.md#slot-capacity). Never shared nor kept: places go fast.
   */
  fullSlots: (mode: OrderMode, signal?: AbortSignal) =>
    request({
      path: `${CHECKOUT}slots`,
      query: { mode },
      noStore: true,
      share: false,
      signal,
      answer: parsedBy(() => checkoutSchemas().then((s) => s.fullSlotsResponseSchema)),
    }).then((r) => mapped(r, (answer) => new Set(answer.payload.full.map((at) => Date.parse(at))))),

  /**
   * Finalises an order: pending for cash, paid for card (the server asks the provider). The
   * order's key from `createOrder` proves it is the diner's: without it, « Commande introuvable ».
   */
  finaliseOrder: (update: OrderUpdateInput) =>
    request({
      method: 'PUT',
      path: CHECKOUT,
      body: update,
      bodySchema: () => checkoutSchemas().then((s) => s.orderUpdateSchema),
      answer: parsedBy(() => checkoutSchemas().then((s) => s.orderUpdatedSchema)),
    }).then((r) => mapped(r, (answer) => answer.payload)),

  auth: authCalls(),
};

const AUTH = '/v2/public/auth';

/** The account calls of docs/contract.md#accounts, sending the session where the contract says. */
function authCalls() {
  const session = () => authSchemas().then((s) => s.sessionResponseSchema);
  const done = () => authSchemas().then((s) => s.doneResponseSchema);
  const ignore = (r: ApiResult<unknown>): ApiResult<null> => mapped(r, () => null);
  return {
    login: (body: { email: string; password: string }) =>
      request({
        method: 'POST',
        path: `${AUTH}/login/`,
        body,
        bodySchema: () => authSchemas().then((s) => s.loginRequestSchema),
        answer: parsedBy(session),
      }),

    signup: (body: {
      first_name: string;
      last_name: string;
      phone: string;
      email: string;
      password: string;
    }) =>
      request({
        method: 'POST',
        path: `${AUTH}/signup/`,
        body,
        bodySchema: () => authSchemas().then((s) => s.signupRequestSchema),
        answer: parsedBy(session),
      }),

    logout: (current: Session) =>
      request({
        method: 'POST',
        path: `${AUTH}/logout/`,
        headers: sessionHeaders(current),
        answer: parsedBy(done),
      }).then(ignore),

    verifyOtp: (email: string, otp: string) =>
      request({
        path: `${AUTH}/verify-otp/`,
        query: { otp, email },
        noStore: true,
        answer: parsedBy(session),
      }),

    sendOtp: (email: string) =>
      request({
        path: `${AUTH}/send-otp/`,
        query: { email },
        noStore: true,
        // Two clicks on "send again" are two codes, the second voiding the first: never shared.
        share: false,
        answer: parsedBy(done),
      }).then(ignore),

    resetPassword: (body: { email: string; otp: string; password: string }) =>
      request({
        method: 'POST',
        path: `${AUTH}/reset-password/`,
        body,
        bodySchema: () => authSchemas().then((s) => s.resetPasswordRequestSchema),
        answer: parsedBy(done),
      }).then(ignore),

    profile: (current: Session, signal?: AbortSignal) =>
      request({
        path: `${AUTH}/profile`,
        query: { token: current.token, user_id: current.user_id },
        noStore: true,
        signal,
        answer: parsedBy(() => authSchemas().then((s) => s.profileResponseSchema)),
      }).then((r) => mapped(r, (answer) => answer.user)),

    updateProfile: (current: Session, user: ProfileUpdate) =>
      request({
        method: 'PATCH',
        path: `${AUTH}/update-profile`,
        query: { token: current.token, user_id: current.user_id },
        body: user,
        bodySchema: () => authSchemas().then((s) => s.profileUpdateSchema),
        answer: parsedBy(done),
      }).then(ignore),

    orders: (current: Session, page: number, signal?: AbortSignal) =>
      request({
        path: `${AUTH}/orders`,
        query: { token: current.token, user_id: current.user_id, page, limit: ORDERS_PER_PAGE },
        noStore: true,
        signal,
        answer: parsedBy(() => authSchemas().then((s) => s.ordersResponseSchema)),
      }),

    deleteProfile: (current: Session, password: string) =>
      request({
        method: 'DELETE',
        path: `${AUTH}/delete-profile/`,
        headers: sessionHeaders(current),
        body: { token: current.token, user_id: current.user_id, password },
        bodySchema: () => authSchemas().then((s) => s.deleteProfileRequestSchema),
        answer: parsedBy(done),
      }).then(ignore),
  };
}

/** Past orders come 20 per page (docs/product.md#constants). */
const ORDERS_PER_PAGE = 20;
