import type { PageContextServer } from 'vike/types';
import { requireUser } from '../../lib/access';
import type { OrderStanding } from '#server/ssr/page-services';
import { orderNumberParam } from './payment-status';

/** The order the payment page is about, as the server reads it: only the shopper's own. */
export interface PaymentPageData {
  hasOrderNumber: boolean;
  /** Where the shopper's own order stands; null when it is not theirs or there is none. */
  order: OrderStanding | null;
}

/** Read on the server for the page's title; the page itself then follows the order from the browser. */
export async function paymentPageData(pageContext: PageContextServer): Promise<PaymentPageData> {
  const user = requireUser(pageContext);
  const orderNumber = orderNumberParam(pageContext.urlParsed.search.order);
  if (!orderNumber) return { hasOrderNumber: false, order: null };
  return { hasOrderNumber: true, order: await pageContext.services.orders.statusOf(user.id, orderNumber) };
}
