import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  popularResponseSchema,
  recommendationsRequestSchema,
  recommendationsResponseSchema,
} from '@/lib/api/schemas';
import type { Deps } from '../context';
import { fail, MESSAGES, parseInput, readJson, send } from '../http';
import { popularItems, recommendFor } from '../services/recommendations';

const MAX_ID = 2_147_483_647;
const popularQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(12) });

export function recommendationsRoutes({ db }: Deps) {
  return new Hono()
    .post(
      '/recommendations',
      // A cart holds at most 200 ids: anything near 16 kB is not a cart.
      bodyLimit({ maxSize: 16 * 1024, onError: () => fail(413, MESSAGES.tooLarge) }),
      async (c) => {
        const { cartItems, maxRecommendations } = await readJson(c, recommendationsRequestSchema);
        // Ids beyond the database's integer range name no item; PostgreSQL would reject them.
        const cart = [...new Set(cartItems)].filter((id) => id <= MAX_ID);
        const recommendations = await recommendFor(db, cart, maxRecommendations);
        return send(c, recommendationsResponseSchema, { status: 'success', recommendations });
      },
    )
    .get('/recommendations/popular', async (c) => {
      const { limit } = parseInput(popularQuery, c.req.query());
      return send(c, popularResponseSchema, {
        status: 'success',
        popular: await popularItems(db, limit),
      });
    });
}
