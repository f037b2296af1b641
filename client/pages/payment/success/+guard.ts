import type { PageContext } from 'vike/types';
import { requireUser } from '../../../lib/access';

/** Only the order's owner learns what became of it: a signed-out shopper signs in and comes back here. */
export function guard(pageContext: PageContext): void {
  requireUser(pageContext);
}
