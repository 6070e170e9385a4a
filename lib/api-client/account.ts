/**
 * The API client's account calls (docs/contract.md#accounts). The session always travels in
 * headers, never in a URL (logs, histories and Referers keep those).
 */
import type { ProfileUpdate, Session } from '@/lib/api/auth';
import { mapped, type ApiResult } from './result';
import { parsedBy, request, sessionHeaders } from './request';

const AUTH = '/v2/public/auth';

/** Past orders come 20 per page (docs/product.md#constants). */
const ORDERS_PER_PAGE = 20;

const authSchemas = () => import('@/lib/api/auth');
const session = () => authSchemas().then((s) => s.sessionResponseSchema);
const done = () => authSchemas().then((s) => s.doneResponseSchema);
const ignore = (r: ApiResult<unknown>): ApiResult<null> => mapped(r, () => null);

export const accountCalls = {
  /** `otp`: the code mailed while the server guards the e-mail (a 403 asks for it). */
  login: (body: { email: string; password: string; otp?: string }) =>
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

  /** Confirms with the code and sets `password`: one the diner chose (docs/adr/0018). */
  verifyOtp: (body: { email: string; otp: string; password: string }) =>
    request({
      method: 'POST',
      path: `${AUTH}/verify-otp/`,
      body,
      bodySchema: () => authSchemas().then((s) => s.verifyOtpRequestSchema),
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
      headers: sessionHeaders(current),
      noStore: true,
      // Shared by the callers of one session only: the URL does not name it.
      share: `profile ${current.token}`,
      signal,
      answer: parsedBy(() => authSchemas().then((s) => s.profileResponseSchema)),
    }).then((r) => mapped(r, (answer) => answer.user)),

  updateProfile: (current: Session, user: ProfileUpdate) =>
    request({
      method: 'PATCH',
      path: `${AUTH}/update-profile`,
      headers: sessionHeaders(current),
      body: user,
      bodySchema: () => authSchemas().then((s) => s.profileUpdateSchema),
      answer: parsedBy(done),
    }).then(ignore),

  orders: (current: Session, page: number, signal?: AbortSignal) =>
    request({
      path: `${AUTH}/orders`,
      query: { page, limit: ORDERS_PER_PAGE },
      headers: sessionHeaders(current),
      noStore: true,
      share: `orders ${page} ${current.token}`,
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
