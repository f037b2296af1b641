import { shippingAddressLines, type ShippingAddress } from '#contracts/delivery-kind.constants';

/** A shipping address on its lines, as the order page and the admin show it. */
export function ShippingAddressBlock({ address }: { address: ShippingAddress }) {
  return (
    <address className="text-sm not-italic">
      {shippingAddressLines(address).map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
