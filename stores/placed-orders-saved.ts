/** What stores/placed-orders.ts saves, as checked when it is read back (stores/persisted.ts). */
import { z } from 'zod';
import { orderKeySchema } from '@/lib/api/order-status';

const deviceOrderSchema = z.object({
  id: z.number().int().positive(),
  key: orderKeySchema,
});
export type DeviceOrder = z.infer<typeof deviceOrderSchema>;

export const savedOrdersSchema = z.object({ orders: z.array(deviceOrderSchema).max(10) });
export type SavedOrders = z.infer<typeof savedOrdersSchema>;
