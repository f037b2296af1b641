import { KeyRound, Mail, Repeat, Truck } from 'lucide-react';
import type { ActivationPlatform } from '#contracts/activation-platform.constants';
import { DELIVERY_KIND_TEXT, isDeliveryKind, type DeliveryKind } from '#contracts/delivery-kind.constants';

const ICONS = { key: Mail, steam_gift: Repeat, physical: Truck } satisfies Record<DeliveryKind, unknown>;

/** What a sold-out key's page says instead of the instant-delivery promise it cannot keep now. */
const SOLD_OUT_KEY_TEXT = { short: 'Key by e-mail once back in stock', detail: 'Sold out for now: choose Notify me to get one e-mail when keys arrive.' };

/** The product page's promises about delivery: how the item arrives, and where its key activates. List items of the page's list. */
export function ProductDeliveryNotes({ product }: { product: { deliveryKind: DeliveryKind; activationPlatform: ActivationPlatform | null; stock: number } }) {
  // A catalogue answer cached before products had a kind (minutes after an upgrade) promises nothing.
  if (!isDeliveryKind(product.deliveryKind)) return null;
  const Icon = ICONS[product.deliveryKind];
  const text = product.deliveryKind === 'key' && product.stock <= 0 ? SOLD_OUT_KEY_TEXT : DELIVERY_KIND_TEXT[product.deliveryKind];
  return (
    <>
      <li className="flex items-start gap-2 sm:col-span-2" data-delivery-kind={product.deliveryKind}>
        <Icon className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
        <span>
          <span className="font-medium text-foreground">{text.short}</span>
          <span className="block text-xs">{text.detail}</span>
        </span>
      </li>
      {product.activationPlatform && product.deliveryKind === 'key' && (
        <li className="flex items-center gap-2">
          <KeyRound className="size-4 text-highlight" aria-hidden="true" />
          Activates on {product.activationPlatform}
        </li>
      )}
    </>
  );
}
