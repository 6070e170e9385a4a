/** The profile area's views (docs/product.md#accounts): route, page title and nav label each. */
export const PROFILE_VIEWS = {
  overview: { path: '/profile', titleKey: 'profile' },
  details: { path: '/profile/ViewProfile', titleKey: 'profileDetails' },
  account: { path: '/profile/ViewAccount', titleKey: 'account' },
  orders: { path: '/profile/ViewOrders', titleKey: 'orders' },
  password: { path: '/profile/ChangePassword', titleKey: 'changePassword' },
  security: { path: '/profile/ViewSecurity', titleKey: 'security' },
} as const;

export type ProfileView = keyof typeof PROFILE_VIEWS;

/** In the order the nav lists them. */
export const VIEW_ORDER = Object.keys(PROFILE_VIEWS) as ProfileView[];
