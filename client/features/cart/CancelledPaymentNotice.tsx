import { CircleX, X } from 'lucide-react';

interface CancelledPaymentNoticeProps {
  orderNumber: string;
  /** Whether the cart still holds something to pay for. */
  hasItems: boolean;
  onDismiss: () => void;
}

/** Said on the cart after the shopper cancelled on the payment page. */
export function CancelledPaymentNotice({ orderNumber, hasItems, onDismiss }: CancelledPaymentNoticeProps) {
  return (
    <div className="flex items-start gap-3 rounded-xl bg-amber-500/10 px-4 py-3.5 text-sm ring-1 ring-amber-500/30">
      <CircleX className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-300" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Payment cancelled</p>
        <p className="mt-0.5 text-pretty text-muted-foreground">
          The payment for order <span className="font-mono font-medium whitespace-nowrap text-foreground">{orderNumber}</span> was cancelled and nothing was charged.{' '}
          {hasItems ? 'Your cart is still here whenever you are ready to try again.' : 'You can start a new order at any time.'}
        </p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="-mt-1 -mr-2 grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground transition-colors hover:bg-amber-500/15 hover:text-foreground"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
