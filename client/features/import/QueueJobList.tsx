import type { QueueJobView } from '#contracts/queues.contract';
import { formatDateTime } from '../orders/history';
import { attemptsText, moreJobsText } from './queues';

/** The first jobs of one state of a queue: each one's name, id, what may be shown of its data, attempts and age. */
export function QueueJobList({ label, jobs, total }: { label: string; jobs: QueueJobView[]; total: number }) {
  if (jobs.length === 0) return null;
  const more = moreJobsText(jobs.length, total);
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold">{label}</h3>
      <ul className="mt-2 divide-y divide-border rounded-xl border border-border" aria-label={label}>
        {jobs.map((job) => (
          <li key={job.id} className="px-4 py-2.5 text-sm">
            <p className="font-medium">
              {job.name} <span className="font-mono text-xs font-normal text-muted-foreground">#{job.id}</span>
            </p>
            {job.summary && <p className="mt-0.5 font-mono text-xs break-all text-muted-foreground">{job.summary}</p>}
            <p className="mt-0.5 text-xs text-muted-foreground">
              Added <time dateTime={job.createdAt}>{formatDateTime(job.createdAt)}</time> · {attemptsText(job)}
            </p>
          </li>
        ))}
      </ul>
      {more && <p className="mt-1.5 text-xs text-muted-foreground">{more}</p>}
    </div>
  );
}
