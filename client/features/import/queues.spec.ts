import { describe, expect, it } from '@jest/globals';
import type { QueueView } from '#contracts/queues.contract';
import {
  attemptsText,
  failedReasonText,
  jobListTotal,
  moreJobsText,
  pausedMessage,
  pauseQueueApi,
  queueDescription,
  queueNeedsAttention,
  queueTitle,
  resumeQueueApi,
  retriedMessage,
  retryJobApi,
  shownCounts,
} from './queues';

const queue = (counts: Partial<QueueView['counts']> = {}): QueueView => ({
  name: 'mail',
  paused: false,
  counts: { waiting: 1, active: 2, delayed: 3, completed: 4, failed: 0, paused: 0, ...counts },
  waiting: [],
  active: [],
  delayed: [],
  failed: [],
});

describe('queues', () => {
  it('shows five counts, and paused only when some jobs are', () => {
    expect(shownCounts(queue()).map(({ label, value }) => `${label} ${value}`)).toEqual(['Waiting 1', 'Active 2', 'Delayed 3', 'Completed 4', 'Failed 0']);
    expect(shownCounts(queue({ paused: 2 })).at(-1)).toEqual({ name: 'paused', label: 'Paused', value: 2 });
  });

  it('counts the jobs of a paused queue as waiting, and says how many a list leaves out', () => {
    expect(jobListTotal(queue({ waiting: 0, paused: 12 }), 'waiting')).toBe(12);
    expect(jobListTotal(queue(), 'delayed')).toBe(3);
    expect(moreJobsText(10, 1047)).toBe('and 1,037 more');
    expect(moreJobsText(3, 3)).toBe('');
  });

  it('pauses and resumes a queue by name', () => {
    expect(pauseQueueApi('mail')).toBe('/api/admin/queues/mail/pause');
    expect(resumeQueueApi('mail')).toBe('/api/admin/queues/mail/resume');
    expect(pausedMessage('mail', true)).toBe('The mail queue is paused: its jobs wait until you resume it.');
    expect(pausedMessage('mail', false)).toBe('The mail queue is running again.');
  });

  it('names and describes the queues', () => {
    expect(queueTitle('import')).toBe('Import');
    expect(queueDescription('mail')).toBe('Outgoing e-mail');
    expect(queueDescription('other')).toBe('');
  });

  it('flags a queue with failed jobs', () => {
    expect(queueNeedsAttention(queue())).toBe(false);
    expect(queueNeedsAttention(queue({ failed: 1 }))).toBe(true);
  });

  it('words failed jobs and retries', () => {
    expect(failedReasonText({ failedReason: null })).toBe('No reason recorded');
    expect(failedReasonText({ failedReason: ' SMTP refused ' })).toBe('SMTP refused');
    expect(attemptsText({ attemptsMade: 1 })).toBe('1 attempt');
    expect(attemptsText({ attemptsMade: 8 })).toBe('8 attempts');
    expect(retriedMessage('mail', { id: '42', name: 'send' })).toBe('Job 42 (send) is back in the mail queue.');
    expect(retryJobApi('mail', 'order:KS/1')).toBe('/api/admin/queues/mail/jobs/order%3AKS%2F1/retry');
  });
});
