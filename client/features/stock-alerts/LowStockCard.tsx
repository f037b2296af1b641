import { LoaderCircle, PackageMinus } from 'lucide-react';
import { formatDateTime } from '../orders/history';
import { useApiResource } from '../../lib/useApiResource';
import { Badge } from '../../ui/Badge';
import type { LowStockListView } from '#contracts/stock-alerts.contract';
import { LOW_STOCK_CARD_ROWS, lowStockLine, moreLine, restockHref, STOCK_ALERTS_API } from './low-stock';

/**
 * The admin dashboard's low-stock section: the products whose available keys fell below their
 * threshold (the owner was mailed once for each), fewest keys first, each linking to its restock.
 */
export function LowStockCard() {
  const { resource } = useApiResource<LowStockListView>(STOCK_ALERTS_API);
  const count = resource.state === 'ready' ? resource.data.total : null;

  return (
    <section aria-labelledby="low-stock-heading" className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-highlight ring-1 ring-primary/20" aria-hidden="true">
          <PackageMinus className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="low-stock-heading" className="text-lg font-semibold tracking-tight">
              Low stock
            </h2>
            {count !== null && count > 0 && <Badge tone="yellow">{count} below threshold</Badge>}
          </div>
          <p className="mt-0.5 text-sm text-muted-foreground">Products whose keys fell below their alert threshold. Set the threshold in a product&apos;s Edit dialog.</p>
        </div>
      </div>
      <div className="mt-5" aria-live="polite">
        {resource.state === 'loading' && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Checking stock...
          </p>
        )}
        {(resource.state === 'failed' || resource.state === 'not-found') && (
          <p role="alert" className="text-sm font-medium text-danger">
            Low stock could not be loaded. {resource.state === 'failed' ? resource.message : 'Please try again.'}
          </p>
        )}
        {resource.state === 'ready' && resource.data.items.length === 0 && <p className="text-sm text-muted-foreground">Every product is at or above its low-stock threshold.</p>}
        {resource.state === 'ready' && resource.data.items.length > 0 && (
          <>
            <ul className="divide-y divide-border rounded-xl border border-border" aria-label="Products below their low-stock threshold">
              {resource.data.items.slice(0, LOW_STOCK_CARD_ROWS).map((product) => (
                <li key={product.productId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
                  <div className="min-w-0">
                    <a href={restockHref(product)} className="font-medium underline-offset-4 hover:text-highlight hover:underline">
                      {product.name}
                    </a>
                    <p className="text-xs text-muted-foreground">
                      {product.platform} · {lowStockLine(product)}
                    </p>
                  </div>
                  <p className="text-xs text-muted-foreground">Fell below {formatDateTime(product.alertedAt)}</p>
                </li>
              ))}
            </ul>
            {moreLine(Math.min(resource.data.items.length, LOW_STOCK_CARD_ROWS), resource.data.total) && (
              <p className="mt-3 text-sm text-muted-foreground">{moreLine(Math.min(resource.data.items.length, LOW_STOCK_CARD_ROWS), resource.data.total)}</p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
