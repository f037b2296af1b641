import { ChevronRight } from 'lucide-react';
import { needsActionItems, REFUSAL_LABELS } from './dashboard';
import { productHref } from '../catalog/paths';
import { cn } from '../../lib/cn';
import { DataTable } from '../../ui/DataTable';
import { Panel } from '../../ui/Panel';
import { formatEur } from '#server/common/money';
import type { DashboardView } from '#contracts/dashboard.contract';

/** What waits for an admin now: each count opens the list of exactly those items. */
export function NeedsActionCard({ dashboard }: { dashboard: DashboardView }) {
  const items = needsActionItems(dashboard.needsAction);
  return (
    <Panel headingId="needs-action-heading" title="Needs action" description="Waiting for an admin now, whatever the period.">
      <ul className="divide-y divide-border rounded-xl border border-border">
        {items.map((item) => (
          <li key={item.label}>
            <a href={item.href} className="group flex items-center justify-between gap-3 px-4 py-2.5 text-sm transition-colors hover:bg-muted/40">
              <span className="min-w-0 font-medium">{item.label}</span>
              <span className="flex items-center gap-2">
                <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums', item.count > 0 ? 'bg-amber-500/15 text-amber-700 dark:text-amber-300' : 'bg-muted text-muted-foreground')}>
                  {item.count}
                </span>
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The products that brought the most revenue in the period. */
export function TopProductsCard({ dashboard, periodLabel }: { dashboard: DashboardView; periodLabel: string }) {
  return (
    <Panel headingId="top-products-heading" title="Top products" description={`By revenue of their lines in orders paid: ${periodLabel.toLowerCase()}.`}>
      {dashboard.topProducts.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing sold in this period.</p>
      ) : (
        <DataTable
          caption={`Top products by revenue: ${periodLabel.toLowerCase()}`}
          columns={[
            {
              header: 'Product',
              rowHeader: true,
              className: 'font-medium',
              cell: (row) => (
                <a href={productHref(row)} className="underline-offset-4 hover:text-highlight hover:underline">
                  {row.name}
                </a>
              ),
            },
            { header: 'Sold', align: 'right', className: 'tabular-nums', cell: (row) => row.quantity },
            { header: 'Revenue', align: 'right', className: 'font-semibold tabular-nums', cell: (row) => formatEur(row.revenueCents) },
          ]}
          rows={dashboard.topProducts}
          rowKey={(row) => row.productId}
          density="compact"
        />
      )}
    </Panel>
  );
}

/** The stock's worth at today's prices, and how many products are below their threshold (listed in the Low stock card). */
export function StockValueCard({ dashboard }: { dashboard: DashboardView }) {
  const { stock } = dashboard;
  return (
    <Panel headingId="stock-value-heading" title="Stock" description="Every key for sale at its product's price today.">
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-muted-foreground">Stock value</dt>
          <dd className="text-2xl font-bold tracking-tight tabular-nums" data-figure="stock-value">
            {formatEur(stock.valueCents)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Keys for sale</dt>
          <dd className="text-2xl font-bold tracking-tight tabular-nums">{stock.availableKeys.toLocaleString('en-US')}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-sm text-muted-foreground">Products below their low-stock threshold</dt>
          <dd className="font-semibold tabular-nums">
            <a href="#low-stock-heading" className="underline-offset-4 hover:text-highlight hover:underline">
              {stock.belowThreshold}
            </a>
          </dd>
        </div>
      </dl>
    </Panel>
  );
}

/** Payment notifications the store refused in the period, by the check that failed. */
export function PaymentRefusalsCard({ dashboard, periodLabel }: { dashboard: DashboardView; periodLabel: string }) {
  const total = dashboard.paymentRefusals.reduce((sum, row) => sum + row.count, 0);
  return (
    <Panel headingId="refusals-heading" title="Refused payment notifications" description={`Notifications that failed a check: ${periodLabel.toLowerCase()}. A few forged ones are normal; many of one kind are worth a look.`}>
      <ul className="space-y-1.5 text-sm" aria-label="Refused payment notifications by reason">
        {dashboard.paymentRefusals.map((row) => (
          <li key={row.reason} className="flex justify-between gap-3">
            <span>{REFUSAL_LABELS[row.reason]}</span>
            <span className="font-semibold tabular-nums">{row.count}</span>
          </li>
        ))}
        <li className="flex justify-between gap-3 border-t border-border pt-1.5 font-semibold">
          <span>In all</span>
          <span className="tabular-nums">{total}</span>
        </li>
      </ul>
    </Panel>
  );
}
