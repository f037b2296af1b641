/** Where the account pages live. */
export const AUTH_PATH = '/auth';
export const DASHBOARD_PATH = '/dashboard';
export const ADMIN_PATH = '/admin';
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
export const TERMS_PATH = '/terms-of-service';
export const SUPPORT_PATH = '/support';
export const REDEEM_KEY_PATH = '/redeem-key';
/** The dashboard's Credits tab: the balance and its history. */
export const CREDITS_TAB_HREF = `${DASHBOARD_PATH}?tab=credits`;
/** The account's settings, where two-factor authentication is set up. */
export const SETTINGS_TAB_HREF = `${DASHBOARD_PATH}?tab=settings`;

const HOME = '/';

/**
 * Where to go after signing in, from the `redirect` query parameter: only a path on this site
 * (`/dashboard?tab=orders`), never another origin (`//evil.example`, `/\evil.example`, `https://…`)
 * nor the sign-in pages themselves, which would send a signed-in visitor round in circles.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return HOME;
  // Browsers drop tabs and newlines from URLs, so `/\t/evil.example` would become `//evil.example`.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return HOME;
  let url: URL;
  try {
    url = new URL(value, 'http://keyshop.invalid');
  } catch {
    return HOME;
  }
  if (url.host !== 'keyshop.invalid') return HOME;
  if (url.pathname === AUTH_PATH || url.pathname.startsWith(`${AUTH_PATH}/`)) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page, coming back to `returnTo` afterwards; home needs no parameter, being the default. */
export function signInHref(returnTo: string = HOME, tab?: 'signup'): string {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  const target = safeRedirectTarget(returnTo);
  if (target !== HOME) params.set('redirect', target);
  const query = params.toString();
  return query ? `${AUTH_PATH}?${query}` : AUTH_PATH;
}

/**
 * The header's Sign In link from the current page: back to that page afterwards. On the sign-in
 * pages themselves the link keeps the current target rather than pointing at itself.
 */
export function headerSignInHref(pathname: string, search: string): string {
  if (pathname === AUTH_PATH || pathname.startsWith(`${AUTH_PATH}/`)) {
    const redirect = new URLSearchParams(search).get('redirect');
    return signInHref(redirect ?? HOME);
  }
  return signInHref(`${pathname}${search}`);
}
