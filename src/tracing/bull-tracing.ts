import { context, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import Bull from 'bull';

/** The field of a job's data that carries the W3C trace context (`traceparent`) of the code that queued it. */
export const TRACE_CONTEXT_FIELD = 'traceContext';

/** Bull's name for a job added without one. */
const DEFAULT_JOB_NAME = '__default__';

const tracer = trace.getTracer('keyshop-bull');

type JobHandler = (job: Bull.Job) => Promise<unknown>;

/**
 * Traces every Bull queue in one place. A job added inside a trace gets an `enqueue <queue>.<job>`
 * span and carries that span's context in its data; the worker then processes it in a
 * `process <queue>.<job>` span that is a child of it, so one trace runs from a request through the
 * jobs it caused. A job queued outside any trace (a schedule's) starts a trace of its own.
 */
export function traceBullJobs(): void {
  const queue = Bull.prototype as Bull.Queue;
  const add = queue.add as (...args: unknown[]) => Promise<Bull.Job>;
  const processJobs = queue.process as (...args: unknown[]) => Promise<void>;

  queue.add = function addTraced(this: Bull.Queue, ...args: unknown[]) {
    if (!trace.getSpan(context.active())) return add.apply(this, args);
    const named = typeof args[0] === 'string';
    const jobName = named ? (args[0] as string) : DEFAULT_JOB_NAME;
    const dataAt = named ? 1 : 0;
    return tracer.startActiveSpan(`enqueue ${this.name}.${jobName}`, { kind: SpanKind.PRODUCER, attributes: messagingAttributes(this.name, jobName) }, (span) => {
      const data = args[dataAt];
      if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
        const carrier: Record<string, string> = {};
        propagation.inject(context.active(), carrier);
        args[dataAt] = { ...data, [TRACE_CONTEXT_FIELD]: carrier };
      }
      const added = add.apply(this, args).then((job) => {
        span.setAttribute('messaging.message.id', String(job.id));
        return job;
      });
      return endWith(span, added);
    });
  } as Bull.Queue['add'];

  queue.process = function processTraced(this: Bull.Queue, ...args: unknown[]) {
    const last = args.length - 1;
    // A handler of two parameters takes Bull's done callback instead of returning a promise; ours all return promises.
    if (typeof args[last] === 'function' && (args[last] as JobHandler).length <= 1) args[last] = tracedHandler(this, args[last] as JobHandler);
    return processJobs.apply(this, args);
  } as Bull.Queue['process'];
}

function tracedHandler(queue: Bull.Queue, handler: JobHandler): JobHandler {
  return (job) => {
    const carrier = (job.data as Record<string, unknown> | null)?.[TRACE_CONTEXT_FIELD];
    const parent = carrier && typeof carrier === 'object' ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
    const attributes = { ...messagingAttributes(queue.name, job.name), 'messaging.message.id': String(job.id), 'bull.job.attempt': job.attemptsMade + 1 };
    return tracer.startActiveSpan(`process ${queue.name}.${job.name}`, { kind: SpanKind.CONSUMER, attributes }, parent, (span) => endWith(span, handler(job)));
  };
}

function messagingAttributes(queueName: string, jobName: string) {
  return { 'messaging.system': 'bull', 'messaging.destination.name': queueName, 'bull.job.name': jobName };
}

/** Ends the span when the promise settles, marking it failed when it rejects. */
async function endWith<T>(span: Span, promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    throw error;
  } finally {
    span.end();
  }
}
