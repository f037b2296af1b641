import { orderStatusLabel } from '../../account/order-status';
import { cn } from '../../lib/cn';
import { adminOrdersHref, ORDER_STATUS_FILTERS, type OrderStatusFilter } from '../../orders/admin-list-query';

/** All, or one status: links, so that the filter lives in the URL. */
export function StatusFilter({ current }: { current: OrderStatusFilter | null }) {
  const options: { value: OrderStatusFilter | null; label: string }[] = [{ value: null, label: 'All' }, ...ORDER_STATUS_FILTERS.map((value) => ({ value, label: orderStatusLabel(value) }))];
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-1.5 rounded-xl bg-muted/60 p-1">
        {options.map(({ value, label }) => (
          <li key={label}>
            <a
              href={adminOrdersHref({ status: value, page: 1 })}
              aria-current={value === current ? 'page' : undefined}
              className={cn(
                'inline-flex h-8 items-center rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
                value === current && 'bg-card text-foreground shadow-sm ring-1 ring-border',
              )}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
