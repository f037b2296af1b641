import type { PageContextServer } from 'vike/types';
import { paymentPageData, type PaymentPageData } from '../../../features/checkout/payment-page-data';

export type Data = PaymentPageData;

export function data(pageContext: PageContextServer): Promise<Data> {
  return paymentPageData(pageContext);
}
