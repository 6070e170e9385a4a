/** The API client's calls about what the restaurant offers: menus, coupons, addresses, suggestions. */
import type { Menu, Offer } from '@/lib/api/schemas';

/** The menus with the catalogue version they were read at (null: the answer gave none). */
export interface VersionedMenus {
  menus: Menu[];
  version: number | null;
}
import { mapped } from './result';
import { parsedBy, request, schemas, type Lazy } from './request';

/** Recommendations and popular items: 12 each (docs/product.md#constants). */
const RECOMMENDATION_COUNT = 12;

export const catalogueCalls = {
  /**
   * The storefront's regenerated copy of the menus (app/menus.json), which still answers while
   * the API is down; `read` checks it (in a worker, or one category per task).
   */
  menus: (url: string, read: Lazy<(json: unknown) => VersionedMenus | Promise<VersionedMenus>>) =>
    request({ path: url, answer: read }),

  /** The kitchen's switches as of now (docs/contract.md#kitchen-switches): never a kept copy. */
  kitchen: (signal?: AbortSignal) =>
    request({
      path: '/v2/public/kitchen',
      noStore: true,
      signal,
      answer: () => import('@/lib/api/public-kitchen').then((m) => m.readPublicKitchen),
    }),

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
};
