/**
 * The storefront's one browser client of the `/v2` contract (docs/adr/0017): every call, by
 * name, answering an `ApiResult` (result.ts) through one `request` (request.ts).
 */
import { accountCalls } from './account';
import { catalogueCalls } from './catalogue';
import { checkoutCalls } from './checkout';

export { refusal, serviceDown, type ApiError, type ApiResult } from './result';
export { request } from './request';

/** Every browser call of the contract, by name. */
export const api = { ...catalogueCalls, ...checkoutCalls, auth: accountCalls };
