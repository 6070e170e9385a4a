/**
 * The scheduling a restaurant starts with (docs/product.md#scheduling-slots): the contract's
 * defaults for a missing or malformed setting, the pages' settings until the restaurant's arrive,
 * and the base the demo seed changes. Apart from the schemas, so a client store can start from
 * them without loading zod.
 */
export const SCHEDULING_DEFAULTS = {
  show_range: true,
  remove_first_range: false,
  remove_first_range_number: 0,
  remove_last_range: false,
  remove_last_range_number: 0,
  minimum_time: 0,
  pickup_show_range: true,
  pickup_remove_first_range: false,
  pickup_remove_first_range_number: 0,
  pickup_remove_last_range: false,
  pickup_remove_last_range_number: 0,
  pickup_minimum_time: 0,
  /**
   * The booking horizon: how many local days, today included, a diner may order for. Slots
   * beyond it are neither offered nor accepted (docs/product.md#ordering-ahead).
   */
  horizon_days: 7,
  /**
   * Orders one delivery slot, then one pickup slot, takes at most; null = unlimited, as a
   * restaurant starts (docs/product.md#slot-capacity).
   */
  max_orders_per_slot: null as number | null,
  pickup_max_orders_per_slot: null as number | null,
};
