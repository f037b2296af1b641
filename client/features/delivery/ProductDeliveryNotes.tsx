import { CalendarClock, Clock, KeyRound, Mail, Repeat, Truck } from 'lucide-react';
import { preOrderLine } from '#contracts/pre-order.constants';
import type { ActivationPlatform } from '#contracts/activation-platform.constants';
import { DELIVERY_KIND_TEXT, isDeliveryKind, type DeliveryKind } from '#contracts/delivery-kind.constants';

const ICONS = { key: Mail, steam_gift: Repeat, physical: Truck } satisfies Record<DeliveryKind, unknown>;

/** What a sold-out key's page says instead of the instant-delivery promise it cannot keep now. */
const SOLD_OUT_KEY_TEXT = { short: 'Key by e-mail once back in stock', detail: 'Sold out for now: choose Notify me to get one e-mail when keys arrive.' };

/** Whether the product can be delivered now: a pre-order's date, and for a sold-out one whether more keys are due within a day. */
export interface Availability {
  preOrderDate: string | null;
  restockExpected: boolean;
}

/**
 * The product page's promises about delivery: how the item arrives, and where its key activates. List
 * items of the page's list. A pre-order says its day; a sold-out key promises no instant delivery,
 * only more keys within a day when the store's restock will bring them.
 */
export function ProductDeliveryNotes({ product, availability }: { product: { deliveryKind: DeliveryKind; activationPlatform: ActivationPlatform | null; stock: number }; availability: Availability }) {
  // A catalogue answer cached before products had a kind (minutes after an upgrade) promises nothing.
  if (!isDeliveryKind(product.deliveryKind)) return null;
  const Icon = ICONS[product.deliveryKind];
  const soldOutKey = product.deliveryKind === 'key' && product.stock <= 0;
  const text = soldOutKey ? SOLD_OUT_KEY_TEXT : DELIVERY_KIND_TEXT[product.deliveryKind];
  return (
    <>
      {availability.preOrderDate ? (
        <li className="flex items-start gap-2 sm:col-span-2" data-delivery-kind={product.deliveryKind}>
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
          <span>
            <span className="font-medium text-foreground">{preOrderLine(availability.preOrderDate)}</span>
            <span className="block text-xs">Pay now; the key is e-mailed to you and shown in your account on the release day.</span>
          </span>
        </li>
      ) : (
        <>
          <li className="flex items-start gap-2 sm:col-span-2" data-delivery-kind={product.deliveryKind}>
            <Icon className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
            <span>
              <span className="font-medium text-foreground">{text.short}</span>
              <span className="block text-xs">{text.detail}</span>
            </span>
          </li>
          {soldOutKey && availability.restockExpected && (
            <li className="flex items-start gap-2 sm:col-span-2">
              <Clock className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
              <span className="font-medium text-foreground">More keys expected within a day</span>
            </li>
          )}
        </>
      )}
      {product.activationPlatform && product.deliveryKind === 'key' && (
        <li className="flex items-center gap-2">
          <KeyRound className="size-4 text-highlight" aria-hidden="true" />
          Activates on {product.activationPlatform}
        </li>
      )}
    </>
  );
}
