import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

/** The order number, once the server has checked the order exists; the browser then reads it. */
export interface Data {
  orderNumber: string;
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { orderNumber } = pageContext.routeParams;
  if (!(await pageContext.services.orders.exists(orderNumber))) throw render(404);
  return { orderNumber };
}
