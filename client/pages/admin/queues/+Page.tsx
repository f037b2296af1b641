import { Layers, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { AdminPageFrame } from '../../../features/admin/AdminPageFrame';
import { QueueCard } from '../../../features/import/QueueCard';
import { OrderLoadFailed } from '../../../features/orders/OrderLoadState';
import { useApiResource } from '../../../lib/useApiResource';
import { buttonStyles } from '../../../ui/button-styles';
import { ToastProvider } from '../../../ui/Toaster';
import { ADMIN_QUEUES_API } from '../../../features/import/queues';
import type { QueueView } from '#contracts/queues.contract';

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
      <AdminPageFrame
        width="max-w-5xl"
        icon={Layers}
        title="Queues"
        description="The store's background jobs, queue by queue. A queue can be paused while a service its jobs need is down, and a failed job retried once its cause is fixed."
        action={
          <button type="button" onClick={reload} className={buttonStyles({ variant: 'outline' })}>
            <RefreshCw aria-hidden="true" />
            Refresh
          </button>
        }
      >
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
              <QueueCard key={queue.name} queue={queue} onChanged={reload} />
            ))}
          </div>
        )}
      </AdminPageFrame>
    </ToastProvider>
  );
}
