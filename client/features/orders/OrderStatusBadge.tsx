import { orderStatusLabel, orderStatusTone } from '../account/order-status';
import { Badge } from '../../ui/Badge';

export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={orderStatusTone(status)} className={className}>
      {orderStatusLabel(status)}
    </Badge>
  );
}
