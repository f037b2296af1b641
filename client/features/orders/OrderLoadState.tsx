import { RotateCcw, TriangleAlert } from 'lucide-react';
import { buttonStyles } from '../../ui/button-styles';

/** Placeholder blocks while the order loads. */
export function OrderSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading order" role="status" className="mt-8 grid gap-6 lg:grid-cols-3">
      <span className="sr-only">Loading order…</span>
      <div className="space-y-6 lg:col-span-2">
        <div className="h-56 animate-pulse rounded-2xl bg-muted/60" />
        <div className="h-40 animate-pulse rounded-2xl bg-muted/60" />
      </div>
      <div className="space-y-6">
        <div className="h-48 animate-pulse rounded-2xl bg-muted/60" />
        <div className="h-40 animate-pulse rounded-2xl bg-muted/60" />
      </div>
    </div>
  );
}

/** The order could not be read (not a 404): say so and offer to try again. */
export function OrderLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-8 flex flex-col items-center rounded-2xl border border-danger/30 bg-danger/5 px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-danger/10 text-danger ring-1 ring-danger/25">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">Something went wrong</h2>
      <p className="mt-1 text-sm text-muted-foreground">{message}</p>
      <button type="button" onClick={onRetry} className={buttonStyles({ variant: 'outline', className: 'mt-5' })}>
        <RotateCcw aria-hidden="true" />
        Try Again
      </button>
    </div>
  );
}
