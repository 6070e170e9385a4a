/**
 * The coupon check of SPEC.md §7 (`GET /v2/public/offers/{code}`, never cached) as a typed
 * result. A refusal (4xx, or an answer without an offer) is a verdict on the code; a server
 * failure (5xx, the proxy's 502 when the API is down) or no network is not, so the caller keeps
 * whatever coupon the cart already has.
 */
import { errorBodySchema, offersResponseSchema, type Offer } from '@/lib/api/schemas';

export type CouponCheck =
  | { kind: 'valid'; offer: Offer }
  /** The server's French reason, when it gave one. */
  | { kind: 'refused'; message: string | null }
  | { kind: 'unavailable'; message: string | null }
  | { kind: 'offline' };

async function serverMessage(res: Response): Promise<string | null> {
  try {
    const parsed = errorBodySchema.safeParse(await res.json());
    return parsed.success ? parsed.data.data.message : null;
  } catch {
    return null;
  }
}

/** Asks the API what the code is worth. Never throws. */
export async function checkCoupon(code: string): Promise<CouponCheck> {
  let res: Response;
  try {
    res = await fetch(`/v2/public/offers/${encodeURIComponent(code)}`, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
  } catch {
    return { kind: 'offline' };
  }
  if (res.status >= 500) return { kind: 'unavailable', message: await serverMessage(res) };
  if (!res.ok) return { kind: 'refused', message: await serverMessage(res) };
  try {
    const offer = offersResponseSchema.parse(await res.json()).payload[0];
    return offer ? { kind: 'valid', offer } : { kind: 'refused', message: null };
  } catch {
    return { kind: 'refused', message: null };
  }
}
