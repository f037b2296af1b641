import { Truck } from 'lucide-react';
import type { OrderView } from '#contracts/orders.contract';
import { DELIVERY_KIND_TEXT } from '#contracts/delivery-kind.constants';
import { ShippingAddressBlock } from '../delivery/ShippingAddressBlock';
import { OrderSection } from './OrderSection';

/** Where an order's physical items ship, when it has any. */
export function ShippingSection({ order }: { order: Pick<OrderView, 'shippingAddress'> }) {
  if (!order.shippingAddress) return null;
  return (
    <OrderSection id="shipping" title="Shipping address" description={DELIVERY_KIND_TEXT.physical.short} aside={<Truck className="size-5 text-highlight" aria-hidden="true" />}>
      <ShippingAddressBlock address={order.shippingAddress} />
    </OrderSection>
  );
}
