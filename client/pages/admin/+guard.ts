import type { PageContext } from 'vike/types';
import { requireAdmin } from '../../lib/access';

/** Signed-out visitors sign in first; signed-in customers get a 403 page. */
export function guard(pageContext: PageContext): void {
  requireAdmin(pageContext);
}
