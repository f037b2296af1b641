import { Mail, Repeat, Truck } from 'lucide-react';
import { cn } from '../../lib/cn';
import { DELIVERY_KIND_TEXT, isDeliveryKind, type DeliveryKind } from '#contracts/delivery-kind.constants';

const ICONS = { key: Mail, steam_gift: Repeat, physical: Truck } satisfies Record<DeliveryKind, unknown>;

/** How an item reaches the shopper, in one short line: cards, the cart and order lines. */
export function DeliveryKindLine({ kind, className }: { kind: DeliveryKind; className?: string }) {
  // A catalogue answer cached before products had a kind (minutes after an upgrade) says nothing rather than something untrue.
  if (!isDeliveryKind(kind)) return null;
  const Icon = ICONS[kind];
  return (
    <p className={cn('flex items-center gap-1.5 text-xs text-muted-foreground', className)} data-delivery-kind={kind}>
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span>{DELIVERY_KIND_TEXT[kind].short}</span>
    </p>
  );
}
