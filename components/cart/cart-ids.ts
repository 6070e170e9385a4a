/** Element ids shared by the cart's parts (the button controls the drawer; focus targets). */
export const CART_DRAWER_ID = 'panier';
export const CART_TITLE_ID = 'panier-titre';
