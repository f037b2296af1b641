import type { AdminOrderView } from '#contracts/orders.contract';
import { shippingAddressLines } from '#contracts/delivery-kind.constants';
import { safeExternalUrl } from './paths';

/** Where the admin sends a manual item: a Steam gift to the order's trade URL (the recipient's in a gift), a physical item to its address. */
export function ManualItemDestination({ order, manualStep }: { order: Pick<AdminOrderView, 'steamTradeUrl' | 'giftRecipientEmail' | 'shippingAddress'>; manualStep: 'steam_trade' | 'physical' }) {
  if (manualStep === 'physical') {
    return <p className="mt-1 text-xs">Ship to: {order.shippingAddress ? shippingAddressLines(order.shippingAddress).join(', ') : 'no address on the order: ask the customer'}</p>;
  }
  const url = safeExternalUrl(order.steamTradeUrl);
  const whose = order.giftRecipientEmail ? `the gift recipient's (${order.giftRecipientEmail}) trade URL` : "the customer's trade URL";
  return (
    <p className="mt-1 text-xs break-all">
      Send the trade offer to {whose}:{' '}
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="text-highlight hover:underline">
          {url}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        'none given: ask the customer'
      )}
    </p>
  );
}
