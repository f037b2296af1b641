/** The cart's shape while the saved cart is read: two lines and the summary. */
export function CartSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-4 p-4 sm:gap-5 sm:p-5">
            <div className="aspect-3/4 w-16 shrink-0 animate-pulse rounded-lg bg-muted sm:w-20" />
            <div className="flex flex-1 flex-col gap-2.5 pt-1">
              <div className="h-5 w-2/3 animate-pulse rounded bg-muted" />
              <div className="h-3.5 w-28 animate-pulse rounded bg-muted" />
              <div className="mt-3 h-9 w-36 animate-pulse rounded-lg bg-muted" />
            </div>
          </div>
        ))}
      </div>
      <div className="space-y-4 rounded-2xl border border-border bg-card p-6">
        <div className="h-6 w-36 animate-pulse rounded bg-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-muted" />
        <div className="h-8 w-full animate-pulse rounded bg-muted" />
        <div className="h-12 w-full animate-pulse rounded-lg bg-muted" />
      </div>
    </div>
  );
}
