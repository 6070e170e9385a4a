/**
 * "Often ordered together" and "popular" from the stored orders. Popularity is the number of
 * orders holding an item (one big order is one vote), ties broken by item_score; recommendations
 * rank items by orders shared with the cart's, topped up with popular ones. Unavailable items and
 * items of a switched-off menu are never suggested.
 */
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { categories, items, menus, orderItems } from '../db/schema';

export interface Popular {
  itemId: number;
  count: number;
}

export interface Recommendation {
  itemId: number;
  /** >= 1: orders shared with the cart; below 1: a popularity filler (its share of the top count). */
  score: number;
}

const orderable = () => and(eq(items.isAvailable, true), eq(menus.isAvailable, true));

function excluding(ids: readonly number[]): SQL | undefined {
  return ids.length > 0 ? notInArray(items.id, [...ids]) : undefined;
}

export async function popularItems(
  db: Database,
  limit: number,
  exclude: readonly number[] = [],
): Promise<Popular[]> {
  const count = sql<number>`count(distinct ${orderItems.orderId})`.mapWith(Number);
  return db
    .select({ itemId: items.id, count })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .innerJoin(menus, eq(menus.id, categories.menuId))
    .leftJoin(orderItems, eq(orderItems.itemId, items.id))
    .where(and(orderable(), excluding(exclude)))
    .groupBy(items.id)
    .orderBy(desc(count), desc(items.score), asc(items.id))
    .limit(limit);
}

async function boughtTogether(
  db: Database,
  cart: readonly number[],
  limit: number,
): Promise<Recommendation[]> {
  const inCart = alias(orderItems, 'in_cart');
  const together = sql<number>`count(distinct ${orderItems.orderId})`.mapWith(Number);
  return db
    .select({ itemId: items.id, score: together })
    .from(inCart)
    .innerJoin(orderItems, eq(orderItems.orderId, inCart.orderId))
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .innerJoin(menus, eq(menus.id, categories.menuId))
    .where(and(inArray(inCart.itemId, [...cart]), orderable(), excluding(cart)))
    .groupBy(items.id)
    .orderBy(desc(together), desc(items.score), asc(items.id))
    .limit(limit);
}

export async function recommendFor(
  db: Database,
  cart: readonly number[],
  max: number,
): Promise<Recommendation[]> {
  const together = cart.length > 0 ? await boughtTogether(db, cart, max) : [];
  if (together.length >= max) return together;
  const taken = [...cart, ...together.map((r) => r.itemId)];
  const fillers = await popularItems(db, max - together.length, taken);
  const top = Math.max(0, ...fillers.map((p) => p.count));
  return [...together, ...fillers.map((p) => ({ itemId: p.itemId, score: p.count / (top + 1) }))];
}
