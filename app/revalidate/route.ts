/**
 * On-demand revalidation for the restaurant's back office (lib/cache/revalidate-request.ts):
 * `POST /revalidate` with `Authorization: Bearer $REVALIDATE_SECRET` and `{"tags": ["menus"]}`.
 */
import { revalidateTag } from 'next/cache';
import { handleRevalidate, sharedRevalidation } from '@/lib/cache/revalidate-request';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleRevalidate(request, {
    secret: process.env.REVALIDATE_SECRET,
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
    awaitShared: sharedRevalidation(),
  });
}
