import type { PageContext } from 'vike/types';
import { paymentPageTitle } from '../../../features/checkout/payment-page-title';
import type { Data } from './+data';

/** The title says what the page shows for the order, not what was hoped for it. */
export default (pageContext: PageContext<Data>) => `${paymentPageTitle('pending', pageContext.data.hasOrderNumber, pageContext.data.order)} | ${pageContext.site.name}`;
