import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { apiRequest } from '../../lib/api';
import { attemptsText, failedReasonText, JOB_LISTS, jobListTotal, queueDescription, queueNeedsAttention, queueTitle, retriedMessage, retryJobApi, shownCounts } from './queues';
import { QueueJobList } from './QueueJobList';
import { QueuePauseControl } from './QueuePauseControl';
import { formatDateTime } from '../orders/history';
import type { QueueJobView, QueueView } from '#contracts/queues.contract';
import { cn } from '../../lib/cn';
import { Badge } from '../../ui/Badge';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { useToast } from '../../ui/Toaster';

type Message = { tone: 'success' | 'danger'; text: string };

/** One Bull queue: paused or running (with the switch), its counts, its first jobs of each state, and its latest failed jobs with a Retry button for each. */
export function QueueCard({ queue, onChanged }: { queue: QueueView; onChanged: () => void }) {
  const toast = useToast();
  const [retrying, setRetrying] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const headingId = `queue-${queue.name}-heading`;
  const title = queueTitle(queue.name);
  const description = queueDescription(queue.name);
  const counts = shownCounts(queue);

  const retry = async (job: QueueJobView) => {
    if (retrying) return;
    setRetrying(job.id);
    setMessage(null);
    const result = await apiRequest<QueueJobView>('POST', retryJobApi(queue.name, job.id));
    setRetrying(null);
    if (result.ok) {
      const text = retriedMessage(queue.name, result.data);
      setMessage({ tone: 'success', text });
      toast({ title: 'Job retried', description: text });
    } else {
      setMessage({ tone: 'danger', text: `Could not retry job ${job.id}: ${result.error.message}` });
    }
    onChanged();
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>}
        </div>
        <div className="flex flex-wrap items-start gap-3">
          {queue.paused && <Badge tone="yellow">Paused</Badge>}
          {queueNeedsAttention(queue) ? <Badge tone="red">Has failures</Badge> : <Badge tone="green">No failures</Badge>}
          <QueuePauseControl queue={queue} onChanged={onChanged} />
        </div>
      </div>

      <dl className={cn('mt-4 grid grid-cols-3 gap-2', counts.length > 5 ? 'sm:grid-cols-6' : 'sm:grid-cols-5')}>
        {counts.map(({ name, label, value }) => (
          <div key={name} className={cn('rounded-xl bg-muted/50 px-3 py-2 ring-1 ring-border/60', name === 'failed' && value > 0 && 'bg-danger/10 ring-danger/25')}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className={cn('text-lg font-semibold tabular-nums', name === 'failed' && value > 0 && 'text-danger')}>{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>

      <FormAlert tone="success" className="mt-4">
        {message?.tone === 'success' && message.text}
      </FormAlert>
      <FormAlert className="mt-4">{message?.tone === 'danger' && message.text}</FormAlert>

      {JOB_LISTS.map(({ state, title: listTitle }) => (
        <QueueJobList key={state} label={`${listTitle} jobs of the ${queue.name} queue`} jobs={queue[state]} total={jobListTotal(queue, state)} />
      ))}

      {queue.failed.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">Latest failed jobs</h3>
          <ul className="mt-2 divide-y divide-border rounded-xl border border-border" aria-label={`Failed jobs of the ${queue.name} queue`}>
            {queue.failed.map((job) => (
              <li key={job.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 text-sm">
                  <p className="font-medium">
                    {job.name} <span className="font-mono text-xs font-normal text-muted-foreground">#{job.id}</span>
                  </p>
                  <p className="mt-1 flex items-start gap-1.5 break-words text-danger">
                    <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                    {failedReasonText(job)}
                  </p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    <time dateTime={job.finishedAt ?? job.createdAt}>{formatDateTime(job.finishedAt ?? job.createdAt)}</time> · {attemptsText(job)}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => void retry(job)}
                  aria-disabled={retrying !== null || undefined}
                  aria-label={`Retry job ${job.id}`}
                  className={buttonStyles({ variant: 'outline', size: 'sm', className: 'aria-disabled:cursor-wait aria-disabled:opacity-70' })}
                >
                  <RotateCcw className={retrying === job.id ? 'animate-spin' : undefined} aria-hidden="true" />
                  {retrying === job.id ? 'Retrying...' : 'Retry'}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
