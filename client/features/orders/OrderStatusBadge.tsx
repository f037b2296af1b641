import { orderStatusLabel, orderStatusTone, UNDER_REVIEW_LABEL } from '../account/order-status';
import { Badge } from '../../ui/Badge';

/** An order's status; `heldForReview` (the shopper's views) says the paid order waits for a review. */
export function OrderStatusBadge({ status, heldForReview = false, className }: { status: string; heldForReview?: boolean; className?: string }) {
  return (
    <Badge tone={heldForReview ? 'yellow' : orderStatusTone(status)} className={className}>
      {heldForReview ? UNDER_REVIEW_LABEL : orderStatusLabel(status)}
    </Badge>
  );
}
