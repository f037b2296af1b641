import { ADMIN_PATH } from '../../lib/paths';
import type { QueueJobView, QueueView } from '#contracts/queues.contract';

export const ADMIN_QUEUES_PATH = `${ADMIN_PATH}/queues`;
export const ADMIN_QUEUES_API = '/api/admin/queues';

export function retryJobApi(queue: string, jobId: string): string {
  return `${ADMIN_QUEUES_API}/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(jobId)}/retry`;
}

export function pauseQueueApi(queue: string): string {
  return `${ADMIN_QUEUES_API}/${encodeURIComponent(queue)}/pause`;
}

export function resumeQueueApi(queue: string): string {
  return `${ADMIN_QUEUES_API}/${encodeURIComponent(queue)}/resume`;
}

/** The job lists a queue shows besides its failures, in this order. */
export const JOB_LISTS = [
  { state: 'waiting', title: 'Waiting' },
  { state: 'active', title: 'Running' },
  { state: 'delayed', title: 'Delayed' },
] as const;
export type JobListState = (typeof JOB_LISTS)[number]['state'];

/** How many jobs a list is the start of: the waiting ones of a paused queue count as waiting. */
export function jobListTotal(queue: Pick<QueueView, 'counts'>, state: JobListState): number {
  return state === 'waiting' ? queue.counts.waiting + queue.counts.paused : queue.counts[state];
}

/** `and 37 more` under a list that shows only the first jobs; nothing when it shows them all. */
export function moreJobsText(shown: number, total: number): string {
  return total > shown ? `and ${(total - shown).toLocaleString('en-US')} more` : '';
}

/** What the page says once a queue is paused or running again. */
export function pausedMessage(queue: string, paused: boolean): string {
  return paused ? `The ${queue} queue is paused: its jobs wait until you resume it.` : `The ${queue} queue is running again.`;
}

/** The counts a queue row shows, in this order (paused only when there are some). */
export const COUNT_NAMES = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;
export type CountName = (typeof COUNT_NAMES)[number] | 'paused';

const COUNT_LABELS: Record<CountName, string> = {
  waiting: 'Waiting',
  active: 'Active',
  delayed: 'Delayed',
  completed: 'Completed',
  failed: 'Failed',
  paused: 'Paused',
};

export function countLabel(name: CountName): string {
  return COUNT_LABELS[name];
}

/** The counts shown for a queue: the five always, paused when some jobs are. */
export function shownCounts(queue: Pick<QueueView, 'counts'>): { name: CountName; label: string; value: number }[] {
  const names: CountName[] = [...COUNT_NAMES, ...(queue.counts.paused > 0 ? (['paused'] as const) : [])];
  return names.map((name) => ({ name, label: COUNT_LABELS[name], value: queue.counts[name] ?? 0 }));
}

const QUEUE_DESCRIPTIONS: Record<string, string> = {
  system: 'Heartbeats and housekeeping',
  catalog: 'Catalogue syncs from the provider',
  orders: 'Payment follow-up and key delivery',
  mail: 'Outgoing e-mail',
  import: 'Game imports from FreeToGame and RAWG',
  fraud: 'Linking accounts that share buyer details or devices',
};

/** What a queue is for, in a few words; nothing for a queue this page does not know. */
export function queueDescription(name: string): string {
  return QUEUE_DESCRIPTIONS[name] ?? '';
}

/** A queue's name as a title: `mail` → `Mail`. */
export function queueTitle(name: string): string {
  return name ? `${name[0].toUpperCase()}${name.slice(1)}` : name;
}

/** Whether anything needs a look: failed jobs. */
export function queueNeedsAttention(queue: Pick<QueueView, 'counts'>): boolean {
  return queue.counts.failed > 0;
}

/** A failed job's reason, or what stands in for it. */
export function failedReasonText(job: Pick<QueueJobView, 'failedReason'>): string {
  return job.failedReason?.trim() || 'No reason recorded';
}

/** `3 attempts` of a job. */
export function attemptsText(job: Pick<QueueJobView, 'attemptsMade'>): string {
  return `${job.attemptsMade} ${job.attemptsMade === 1 ? 'attempt' : 'attempts'}`;
}

/** What the page says once a job is back in its queue. */
export function retriedMessage(queue: string, job: Pick<QueueJobView, 'id' | 'name'>): string {
  return `Job ${job.id} (${job.name}) is back in the ${queue} queue.`;
}
