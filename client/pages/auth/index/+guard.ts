import { redirect } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { safeRedirectTarget } from '../../../lib/paths';

/** A visitor who is already signed in goes straight on to where signing in would have taken them. */
export function guard(pageContext: PageContext): void {
  if (pageContext.user) throw redirect(safeRedirectTarget(pageContext.urlParsed.search.redirect));
}
