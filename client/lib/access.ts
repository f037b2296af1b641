import { redirect, render } from 'vike/abort';
import type { PageContext } from 'vike/types';
import type { SessionUser } from '../types/page-context';
import { SETTINGS_TAB_HREF, signInHref } from './paths';

/** The page's own address, to come back to after signing in. */
function currentPath(pageContext: PageContext): string {
  return `${pageContext.urlParsed.pathname}${pageContext.urlParsed.searchOriginal ?? ''}`;
}

/** The signed-in visitor; a signed-out one is sent to sign in and brought back here afterwards. */
export function requireUser(pageContext: PageContext): SessionUser {
  if (!pageContext.user) throw redirect(signInHref(currentPath(pageContext)));
  return pageContext.user;
}

export const ADMIN_REQUIRED_MESSAGE = 'Admin access required';

/**
 * A signed-in administrator in a two-factor session; anyone else signed in gets the error page with
 * status 403, and an administrator whose session has not proved a second factor goes to the settings
 * to set it up or confirm a code.
 */
export function requireAdmin(pageContext: PageContext): SessionUser {
  const user = requireUser(pageContext);
  if (user.role !== 'admin') throw render(403, ADMIN_REQUIRED_MESSAGE);
  if (user.aal !== 2) throw redirect(SETTINGS_TAB_HREF);
  return user;
}
