import { describe, expect, it } from 'vitest';
import { errorBodySchema, itemSchema, menusResponseSchema, offerSchema } from '@/lib/api/schemas';

const item = {
  item_id: 1,
  item_name: 'Tenders x5',
  item_description: 'Filets de poulet panés',
  item_image: '/menu-images/tenders-x5.webp',
  item_menu_id: 1,
  item_category_id: 2,
  item_score: 80,
  item_price: { price_delivery: 7.5, price_pickup: 6.9, tax_rate: 10 },
  options: [],
};

describe('contract schemas', () => {
  it('accepts an item and fills its cart defaults', () => {
    const parsed = itemSchema.parse(item);
    expect(parsed).toMatchObject({ quantity: 0, note: '', item_is_available: true });
  });

  it('rejects negative prices, missing names and non-integer ids', () => {
    expect(
      itemSchema.safeParse({ ...item, item_price: { ...item.item_price, price_pickup: -1 } })
        .success,
    ).toBe(false);
    expect(itemSchema.safeParse({ ...item, item_name: '' }).success).toBe(false);
    expect(itemSchema.safeParse({ ...item, item_id: 1.5 }).success).toBe(false);
  });

  it('rejects a menus answer that is not the success envelope', () => {
    expect(menusResponseSchema.safeParse({ status: 'error', payload: [] }).success).toBe(false);
    expect(menusResponseSchema.safeParse('<html>').success).toBe(false);
    expect(menusResponseSchema.safeParse({ status: 'success', payload: [] }).success).toBe(true);
  });

  it('rejects an unknown offer type and a malformed time', () => {
    expect(offerSchema.safeParse({ type: 'nope' }).success).toBe(false);
    const base = {
      id: 1,
      name: 'x',
      description: '',
      is_active: true,
      active_times: { days: ['mon'], start: '11:00', end: '14:00' },
      auto_apply: 'Yes',
      allow_repeat: false,
      delivery_pickup: 'both',
      minimum_amount: 0,
      menus: [],
      categories: [],
      items: [1],
      type: 'percentage',
      value: 10,
    };
    expect(offerSchema.safeParse(base).success).toBe(true);
    expect(
      offerSchema.safeParse({
        ...base,
        active_times: { days: ['mon'], start: '25:00', end: '14:00' },
      }).success,
    ).toBe(false);
  });

  it('describes the error body every failure answers with', () => {
    expect(
      errorBodySchema.parse({ status: 'error', data: { message: 'Introuvable.' } }).data.message,
    ).toBe('Introuvable.');
  });
});
