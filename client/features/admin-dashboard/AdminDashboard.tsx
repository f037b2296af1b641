import { LoaderCircle } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import { dashboardApiPath, dashboardHref, PERIOD_LABELS, parseDashboardPeriod } from './dashboard';
import { NeedsActionCard, PaymentRefusalsCard, StockValueCard, TopProductsCard } from './DashboardCards';
import { SalesFigures } from './SalesFigures';
import { OrderLoadFailed } from '../orders/OrderLoadState';
import { useApiResource } from '../../lib/useApiResource';
import { TabLinks } from '../../ui/TabLinks';
import { DASHBOARD_PERIODS } from '#contracts/dashboard.constants';
import type { DashboardView } from '#contracts/dashboard.contract';

/** The owner's figures for the period in the URL (`?period=today|7d|30d`), read after the page loads. */
export function AdminDashboard() {
  const { urlParsed } = usePageContext();
  const period = parseDashboardPeriod(urlParsed.search);
  const { resource, reload } = useApiResource<DashboardView>(dashboardApiPath(period));
  const periodLabel = period === 'today' ? 'Today' : `The last ${PERIOD_LABELS[period]}`;

  return (
    <section aria-labelledby="figures-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="figures-heading" className="text-xl font-semibold tracking-tight">
          The store in figures
        </h2>
        <TabLinks
          label="Period"
          className="w-auto max-sm:w-full"
          tabs={DASHBOARD_PERIODS.map((value) => ({ value, href: dashboardHref(value), label: PERIOD_LABELS[value], current: value === period }))}
        />
      </div>
      <div className="mt-4" aria-live="polite" aria-busy={resource.state === 'loading'}>
        {resource.state === 'loading' && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Adding up the figures...
          </p>
        )}
        {(resource.state === 'failed' || resource.state === 'not-found') && (
          <OrderLoadFailed message={`We could not load the figures. ${resource.state === 'failed' ? resource.message : ''}`} onRetry={reload} />
        )}
        {resource.state === 'ready' && (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="grid min-w-0 gap-6">
              <SalesFigures dashboard={resource.data} periodLabel={periodLabel} />
              <TopProductsCard dashboard={resource.data} periodLabel={periodLabel} />
            </div>
            <div className="grid min-w-0 content-start gap-6">
              <NeedsActionCard dashboard={resource.data} />
              <StockValueCard dashboard={resource.data} />
              <PaymentRefusalsCard dashboard={resource.data} periodLabel={periodLabel} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
