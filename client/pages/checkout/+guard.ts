import type { PageContext } from 'vike/types';
import { requireUser } from '../../lib/access';

/** Only signed-in shoppers check out; the others sign in first and come back here. */
export function guard(pageContext: PageContext): void {
  requireUser(pageContext);
}
