import { Table2 } from 'lucide-react';
import { useState } from 'react';
import { averageOf, bucketLabel } from './dashboard';
import { FigureChart } from './FigureChart';
import { DataTable } from '../../ui/DataTable';
import { Panel } from '../../ui/Panel';
import { buttonStyles } from '../../ui/button-styles';
import { formatEur } from '#server/common/money';
import type { DashboardBucketView, DashboardView } from '#contracts/dashboard.contract';

const count = (value: number) => value.toLocaleString('en-US');

interface Figure {
  key: string;
  title: string;
  total: string;
  value: (bucket: DashboardBucketView) => number;
  format: (value: number) => string;
}

/** Revenue, orders, average order and new customers of the period: each total with its chart, and one table of every hour or day. */
export function SalesFigures({ dashboard, periodLabel }: { dashboard: DashboardView; periodLabel: string }) {
  const [showTable, setShowTable] = useState(false);
  const { totals, series, bucket } = dashboard;
  const per = bucket === 'hour' ? 'hour' : 'day';
  const figures: Figure[] = [
    { key: 'revenue', title: 'Revenue', total: formatEur(totals.revenueCents), value: (row) => row.revenueCents, format: formatEur },
    { key: 'orders', title: 'Orders', total: count(totals.orders), value: (row) => row.orders, format: count },
    { key: 'average', title: 'Average order', total: formatEur(totals.averageOrderCents), value: averageOf, format: formatEur },
    { key: 'customers', title: 'New customers', total: count(totals.newCustomers), value: (row) => row.newCustomers, format: count },
  ];
  const tableId = 'sales-figures-table';

  return (
    <Panel
      headingId="sales-heading"
      title={`Sales: ${periodLabel.toLowerCase()}`}
      description={`Orders paid (and still paid) and customer accounts opened, per ${per}, in UTC like every date in the store.`}
      aside={
        <button type="button" className={buttonStyles({ variant: 'outline', size: 'sm' })} aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((shown) => !shown)}>
          <Table2 className="size-4" aria-hidden="true" />
          {showTable ? 'Hide the table' : 'Show as a table'}
        </button>
      }
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        {figures.map((figure) => (
          <div key={figure.key} className="min-w-0 rounded-xl border border-border p-4">
            <dt className="text-sm font-medium text-muted-foreground">{figure.title}</dt>
            <dd className="mt-1 text-2xl font-bold tracking-tight tabular-nums" data-figure={figure.key}>
              {figure.total}
            </dd>
            <dd className="mt-3">
              <FigureChart
                label={`${figure.title} per ${per}, a chart; the same figures are in the table of this section`}
                points={series.map((row) => ({ label: bucketLabel(row.start, bucket), value: figure.value(row) }))}
                format={figure.format}
              />
            </dd>
          </div>
        ))}
      </dl>
      <div id={tableId} hidden={!showTable} className="mt-6">
        <DataTable
          caption={`Sales per ${per}: ${periodLabel.toLowerCase()}, oldest first`}
          columns={[
            { header: per === 'hour' ? 'Hour (UTC)' : 'Day', rowHeader: true, className: 'whitespace-nowrap font-medium', cell: (row) => bucketLabel(row.start, bucket) },
            { header: 'Revenue', align: 'right', className: 'tabular-nums', cell: (row) => formatEur(row.revenueCents) },
            { header: 'Orders', align: 'right', className: 'tabular-nums', cell: (row) => count(row.orders) },
            { header: 'Average order', align: 'right', className: 'tabular-nums', cell: (row) => formatEur(averageOf(row)) },
            { header: 'New customers', align: 'right', className: 'tabular-nums', cell: (row) => count(row.newCustomers) },
          ]}
          rows={series}
          rowKey={(row) => row.start}
          density="compact"
        />
      </div>
    </Panel>
  );
}
