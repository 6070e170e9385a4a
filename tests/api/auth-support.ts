/**
 * Account test helpers: diners with their own address per test, the code read back from the dev
 * mailbox as a diner reads it from their mail, and requests sent where the contract puts the
 * session. Suites run without abuse limits (a counter that never counts) unless they test them.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { z } from 'zod';
import { sessionResponseSchema, type SignupRequest } from '@/lib/api/auth';
import { devMailResponseSchema } from '@/lib/api/dev-mail';
import type { AppOptions } from '@/server/app';
import type { ClientBindings } from '@/server/services/client-address';
import type { RateLimitStore } from '@/server/services/rate-limit';
import { useSuite, type Backend, type Suite } from './support';

export const AUTH = '/v2/public/auth';

/** A store under which no limit is ever reached. */
export const unlimited: RateLimitStore = {
  hit: async () => ({ count: 0, resetAt: 0 }),
};

export function useAuthSuite(backend: Backend, options: () => AppOptions = () => ({})): Suite {
  return useSuite(backend, () => ({ limits: unlimited, ...options() }));
}

/** A new diner: an address no other test uses. */
export function diner(overrides: Partial<SignupRequest> = {}): SignupRequest {
  return {
    first_name: 'Camille',
    last_name: 'Durand',
    phone: '06 12 34 56 78',
    email: `camille.${randomBytes(4).toString('hex')}@example.fr`,
    password: 'une soupe à l’oignon',
    ...overrides,
  };
}

export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * Any call, its status, headers and JSON body as they came. `bindings` are what the HTTP server
 * hands the app (server/main.ts): the proxy's secret, a socket.
 */
export async function request(
  suite: Suite,
  path: string,
  init: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    bindings?: ClientBindings;
  } = {},
): Promise<Reply> {
  const res = await suite.app.request(
    `${AUTH}${path}`,
    {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { 'content-type': 'application/json', ...init.headers },
      body:
        init.body === undefined
          ? undefined
          : typeof init.body === 'string'
            ? init.body
            : JSON.stringify(init.body),
    },
    init.bindings,
  );
  return { status: res.status, headers: res.headers, body: await res.json() };
}

export const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();

export interface Signed {
  token: string;
  user_id: number;
  email: string;
  password: string;
}

/** The mails the dev mailbox lists for an address, newest first. */
export async function mailsTo(suite: Suite, email: string) {
  const res = await suite.app.request(`/__dev/mail?to=${encodeURIComponent(email)}`);
  return devMailResponseSchema.parse(await res.json()).payload;
}

/** The six digits of the newest mail to `email`. */
export async function lastCode(suite: Suite, email: string): Promise<string> {
  const [mail] = await mailsTo(suite, email);
  const code = mail?.text.match(/^\s+(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export async function verify(suite: Suite, email: string, otp: string): Promise<Reply> {
  return request(suite, `/verify-otp/?${query({ otp, email })}`);
}

/**
 * Signs up and confirms the address with the mailed code and the same password, as the
 * storefront does: a session, and the password logs in.
 */
export async function registered(suite: Suite, person: SignupRequest = diner()): Promise<Signed> {
  const signup = await request(suite, '/signup/', { body: person });
  expect(signup.status, JSON.stringify(signup.body)).toBe(200);
  const otp = await lastCode(suite, person.email);
  const verified = await request(suite, '/verify-otp/', {
    body: { email: person.email, otp, password: person.password },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const { token, user } = sessionResponseSchema.parse(verified.body);
  return { token, user_id: user.id, email: person.email, password: person.password };
}

export async function login(suite: Suite, email: string, password: string): Promise<Reply> {
  return request(suite, '/login/', { body: { email, password } });
}

export const bearer = (s: Pick<Signed, 'token' | 'user_id'>) => ({
  authorization: `Bearer ${s.token}`,
  'x-user-id': String(s.user_id),
});

export const profileOf = (suite: Suite, s: Pick<Signed, 'token' | 'user_id'>) =>
  request(suite, '/profile', { headers: bearer(s) });

/** The one answer of a session that does not open. */
export const SESSION_REFUSED = {
  status: 'error',
  data: { message: 'Votre session a expiré ou n’est plus valable : veuillez vous reconnecter.' },
};

export const errorMessage = (reply: Reply) =>
  z.object({ data: z.object({ message: z.string() }) }).parse(reply.body).data.message;
