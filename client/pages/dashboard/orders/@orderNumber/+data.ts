import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { requireUser } from '../../../../lib/access';

/** The order number, once the server has checked it is the visitor's; the browser then reads the order. */
export interface Data {
  orderNumber: string;
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const user = requireUser(pageContext);
  const { orderNumber } = pageContext.routeParams;
  if (!(await pageContext.services.orders.isOwnedBy(user.id, orderNumber))) throw render(404);
  return { orderNumber };
}
