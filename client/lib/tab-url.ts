/** The tab named by the `tab` query parameter when it is one of `tabs`, else the first (default) tab. */
export function parseTab<T extends string>(value: string | null | undefined, tabs: readonly T[]): T {
  return tabs.find((tab) => tab === value) ?? tabs[0];
}

/**
 * The page's URL with `tab` in its query, other parameters kept; the default (first) tab is left out
 * so that the plain address stays the canonical one.
 */
export function tabHref<T extends string>(pathname: string, search: string, tab: T, tabs: readonly T[]): string {
  const params = new URLSearchParams(search);
  if (tab === tabs[0]) params.delete('tab');
  else params.set('tab', tab);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export const AUTH_TABS = ['signin', 'code', 'signup'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export const DASHBOARD_TABS = ['profile', 'orders', 'wishlist', 'credits', 'settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
