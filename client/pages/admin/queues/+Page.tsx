import { ArrowLeft, Layers, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import type { QueueView } from '../../../../src/queue/queues.views';
import { ADMIN_PATH } from '../../../account/paths';
import { QueueCard } from '../../../components/admin-import/QueueCard';
import { OrderLoadFailed } from '../../../components/orders/OrderLoadState';
import { useApiResource } from '../../../components/orders/useApiResource';
import { buttonStyles } from '../../../components/ui/button-styles';
import { ToastProvider } from '../../../components/ui/Toaster';
import { ADMIN_QUEUES_API } from '../../../import/queues';

/** The counts change by themselves; the page reads them again this often. */
const REFRESH_MS = 10_000;

export default function Page() {
  const { resource, reload } = useApiResource<QueueView[]>(ADMIN_QUEUES_API);

  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  return (
    <ToastProvider>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <a href={ADMIN_PATH} className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin Dashboard
        </a>
        <header className="mt-4 flex flex-wrap items-center gap-4">
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-primary/10 text-highlight ring-1 ring-primary/20" aria-hidden="true">
            <Layers className="size-7" />
          </span>
          <div className="min-w-0 flex-1">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Queues</h1>
            <p className="mt-1 text-muted-foreground">The store&apos;s background jobs, queue by queue. A failed job can be retried once its cause is fixed.</p>
          </div>
          <button type="button" onClick={reload} className={buttonStyles({ variant: 'outline' })}>
            <RefreshCw aria-hidden="true" />
            Refresh
          </button>
        </header>

        {resource.state === 'failed' || resource.state === 'not-found' ? (
          <OrderLoadFailed message={`We could not load the queues. ${resource.state === 'failed' ? resource.message : ''}`} onRetry={reload} />
        ) : resource.state === 'loading' ? (
          <div role="status" aria-label="Loading the queues" className="mt-8 space-y-4">
            {[0, 1, 2, 3, 4].map((row) => (
              <div key={row} className="h-36 animate-pulse rounded-2xl bg-muted/60" />
            ))}
          </div>
        ) : (
          <div className="mt-8 space-y-4">
            {resource.data.map((queue) => (
              <QueueCard key={queue.name} queue={queue} onRetried={reload} />
            ))}
          </div>
        )}
      </div>
    </ToastProvider>
  );
}
