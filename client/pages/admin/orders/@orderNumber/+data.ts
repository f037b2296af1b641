import type { PageContextServer } from 'vike/types';

/** The order itself is read by the browser (the page services have no admin orders): only its number here. */
export interface Data {
  orderNumber: string;
}

export function data(pageContext: PageContextServer): Data {
  return { orderNumber: pageContext.routeParams.orderNumber };
}
