import type { Job, Queue } from 'bull';
import { runWithLogFields } from '../logging/log-context.js';

type Handler = (job: Job) => Promise<unknown>;

/**
 * Runs every job of the queue in a log context, so that each line written while it runs, in whatever
 * service, carries `queue`, `job` (its name) and `jobId`. @nestjs/bull registers each `@Process`
 * method through `queue.process`, the handler last; ours all answer with a promise.
 */
export function runJobsWithLogFields(queue: Queue): void {
  const register = queue.process.bind(queue) as (...args: unknown[]) => Promise<void>;
  queue.process = ((...args: unknown[]) => {
    const handler = args.pop() as Handler;
    return register(...args, (job: Job) => runWithLogFields({ queue: queue.name, job: job.name, jobId: String(job.id) }, () => handler(job)));
  }) as Queue['process'];
}
