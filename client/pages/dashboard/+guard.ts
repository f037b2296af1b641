import type { PageContext } from 'vike/types';
import { requireUser } from '../../lib/access';

/** Signed-out visitors sign in first and come back to the same tab. */
export function guard(pageContext: PageContext): void {
  requireUser(pageContext);
}
