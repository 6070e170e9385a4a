/**
 * The account calls (docs/contract.md#accounts) at SPEC.md §7's paths, with or without their
 * trailing slash, parsed and answered with lib/api/auth.ts's schemas. Calls starting from an email
 * count hits per address, per email at that address and per email (ADR 19, 32); the others need
 * a session, in headers. Nothing here logs a token, password, code or address.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  deleteProfileRequestSchema,
  doneResponseSchema,
  loginRequestSchema,
  ordersQuerySchema,
  ordersResponseSchema,
  profileResponseSchema,
  profileUpdateSchema,
  resetPasswordRequestSchema,
  sendOtpQuerySchema,
  sessionResponseSchema,
  signupRequestSchema,
  verifyOtpQuerySchema,
  verifyOtpRequestSchema,
} from '@/lib/api/auth';
import type { Deps } from '../context';
import { fail, parseInput, readJson, send } from '../http';
import {
  login,
  resetPassword,
  sendOtp,
  signup,
  verifyOtp,
  type AuthDeps,
} from '../services/auth/accounts';
import { refusingCommonPasswords } from '../services/auth/common-passwords';
import { guardedLogin } from '../services/auth/guard';
import { pastOrders } from '../services/auth/history';
import { checkPassword, deleteAccount, updateProfile } from '../services/auth/profile';
import { AUTH_LIMITS, AUTH_MESSAGES, type EmailCallLimits } from '../services/auth/rules';
import {
  authenticate,
  bearerSession,
  revokeSession,
  type Authenticated,
} from '../services/auth/sessions';
import { toUser } from '../services/auth/users';
import { clientAddress } from '../services/client-address';
import { countHit, enforceLimit, type RateLimitRule } from '../services/rate-limit';

/** The bodies that choose a password: its commonest ones are refused (common-passwords.ts). */
const signupBody = refusingCommonPasswords(signupRequestSchema);
const resetBody = refusingCommonPasswords(resetPasswordRequestSchema);
const profileBody = refusingCommonPasswords(profileUpdateSchema);
const confirmBody = refusingCommonPasswords(verifyOtpRequestSchema);

export function authRoutes(deps: Deps, pepper: Buffer) {
  const auth: AuthDeps = { ...deps, pepper };
  const clock = () => deps.now().getTime();
  const count = (c: Context, rule: RateLimitRule, key: string) =>
    enforceLimit(c, deps.limits, rule, [key], clock);
  const byAddress = (c: Context, limits: EmailCallLimits) =>
    count(c, limits.address, clientAddress(c));
  // The pair first: a machine past its own limit on this email spends none of the email's cap,
  // which is then only reached from many addresses.
  const byEmail = async (c: Context, limits: EmailCallLimits, email: string) => {
    const lower = email.toLowerCase();
    await count(c, limits.emailAtAddress, JSON.stringify([lower, clientAddress(c)]));
    await count(c, limits.email, lower);
  };
  // Login's per-email count refuses nobody: past it the email is guarded (ADR 37). The pair's
  // limit still refuses that address alone.
  const pastGuard = async (c: Context, email: string) => {
    const lower = email.toLowerCase();
    const { emailAtAddress, email: guard } = AUTH_LIMITS.login;
    await count(c, emailAtAddress, JSON.stringify([lower, clientAddress(c)]));
    return (await countHit(deps.limits, guard, lower)).over;
  };
  // A code's try, past its call's own limits: the day's ceiling of the email (ADR 37).
  const tryingCode = async (c: Context, limits: EmailCallLimits, email: string) => {
    await byEmail(c, limits, email);
    await count(c, AUTH_LIMITS.codeTries, email.toLowerCase());
  };
  // The session travels in headers only: a URL ends up in logs, histories and Referers.
  const session = (c: Context) => {
    if (c.req.query('token') !== undefined) fail(400, AUTH_MESSAGES.tokenInQuery);
    const { token, userId } = bearerSession(c);
    return authenticate(deps.db, deps.now(), token, userId);
  };
  const passwordCheck = (c: Context, { user }: Authenticated) =>
    count(c, AUTH_LIMITS.passwordCheck, String(user.id));
  const done = (c: Context, message: string) =>
    send(c, doneResponseSchema, { status: 'success', message });
  const confirmWith = async (
    c: Context,
    read: () => Promise<{ email: string; otp: string; password?: string }>,
  ) => {
    await byAddress(c, AUTH_LIMITS.verifyOtp);
    const input = await read();
    await tryingCode(c, AUTH_LIMITS.verifyOtp, input.email);
    const answer = await verifyOtp(auth, input);
    return send(c, sessionResponseSchema, { status: 'success', ...answer });
  };

  const routes = {
    async login(c: Context) {
      await byAddress(c, AUTH_LIMITS.login);
      const input = await readJson(c, loginRequestSchema);
      const guarded = await pastGuard(c, input.email);
      const answer = guarded
        ? await guardedLogin(auth, input, (user) =>
            count(c, AUTH_LIMITS.loginCode, String(user.id)),
          )
        : await login(auth, input);
      return send(c, sessionResponseSchema, { status: 'success', ...answer });
    },

    async signup(c: Context) {
      await byAddress(c, AUTH_LIMITS.signup);
      const input = await readJson(c, signupBody);
      await byEmail(c, AUTH_LIMITS.signup, input.email);
      const answer = await signup(auth, input);
      return send(c, sessionResponseSchema, { status: 'success', ...answer });
    },

    async logout(c: Context) {
      const { token, userId } = bearerSession(c);
      await authenticate(deps.db, deps.now(), token, userId);
      await revokeSession(deps.db, token);
      return done(c, AUTH_MESSAGES.loggedOut);
    },

    verifyOtp: (c: Context) =>
      confirmWith(c, async () => parseInput(verifyOtpQuerySchema, c.req.query())),

    /** The same with a password to set: in a body, never in a URL. */
    confirm: (c: Context) => confirmWith(c, () => readJson(c, confirmBody)),

    async sendOtp(c: Context) {
      await byAddress(c, AUTH_LIMITS.sendOtp);
      const { email } = parseInput(sendOtpQuerySchema, c.req.query());
      await byEmail(c, AUTH_LIMITS.sendOtp, email);
      // Known or not, the answer waits for nothing: the lookup and the mail come after it.
      deps.afterAnswer.run('send-otp', () => sendOtp(auth, email));
      return done(c, AUTH_MESSAGES.codeSent);
    },

    async resetPassword(c: Context) {
      await byAddress(c, AUTH_LIMITS.resetPassword);
      const input = await readJson(c, resetBody);
      await tryingCode(c, AUTH_LIMITS.resetPassword, input.email);
      await resetPassword(auth, input);
      return done(c, AUTH_MESSAGES.passwordReset);
    },

    async profile(c: Context) {
      const { user } = await session(c);
      return send(c, profileResponseSchema, { status: 'success', user: toUser(user) });
    },

    async updateProfile(c: Context) {
      const current = await session(c);
      const update = await readJson(c, profileBody);
      if (update.password !== undefined) await passwordCheck(c, current);
      await updateProfile(deps.db, deps.now(), current, update);
      return done(c, AUTH_MESSAGES.profileSaved);
    },

    async orders(c: Context) {
      const { user } = await session(c);
      const { page, limit } = parseInput(ordersQuerySchema, c.req.query());
      const found = await pastOrders(deps.db, user.id, page, limit);
      return send(c, ordersResponseSchema, { status: 'success', page, limit, ...found });
    },

    async deleteProfile(c: Context) {
      const input = await readJson(c, deleteProfileRequestSchema);
      const bearer = bearerSession(c, input.user_id);
      if (bearer.token !== input.token) fail(401, AUTH_MESSAGES.session);
      const current = await authenticate(deps.db, deps.now(), input.token, input.user_id);
      await passwordCheck(c, current);
      await checkPassword(current.user, input.password);
      await deleteAccount(deps.db, current.user);
      return done(c, AUTH_MESSAGES.deleted);
    },
  };

  const app = new Hono();
  const both = (
    method: 'get' | 'post' | 'patch' | 'delete',
    path: string,
    handler: (c: Context) => Promise<Response>,
  ) => {
    app[method](`/auth/${path}`, handler);
    app[method](`/auth/${path}/`, handler);
  };
  both('post', 'login', routes.login);
  both('post', 'signup', routes.signup);
  both('post', 'logout', routes.logout);
  both('get', 'verify-otp', routes.verifyOtp);
  both('post', 'verify-otp', routes.confirm);
  both('get', 'send-otp', routes.sendOtp);
  both('post', 'reset-password', routes.resetPassword);
  both('get', 'profile', routes.profile);
  both('patch', 'update-profile', routes.updateProfile);
  both('get', 'orders', routes.orders);
  both('delete', 'delete-profile', routes.deleteProfile);
  return app;
}
