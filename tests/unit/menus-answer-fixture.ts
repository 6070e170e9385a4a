/** A menus answer holding one menu with one category of the given dishes, as a back end sends it. */
export const DISH = {
  item_id: 1,
  item_name: 'Tenders x5',
  item_description: 'Filets de poulet panés',
  item_image: null,
  item_menu_id: 1,
  item_category_id: 2,
  item_score: 80,
  item_price: { price_delivery: 7.5, price_pickup: 6.9, tax_rate: 10 },
  options: [],
};

export function menusAnswer(...dishes: object[]) {
  return {
    status: 'success',
    payload: [
      {
        menu_id: 1,
        menu_name: 'La Carte',
        menu_description: '',
        menu_is_open: true,
        menu_is_available: true,
        active_times: {},
        time_ranges: {},
        pickup_time_ranges: {},
        categories: [
          { category_id: 2, category_name: 'Tenders', category_description: '', items: dishes },
        ],
      },
    ],
  };
}
