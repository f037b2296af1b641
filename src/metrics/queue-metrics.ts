import { getQueueToken } from '@nestjs/bull';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bull';
import { Gauge } from 'prom-client';
import { QUEUES } from '../queue/queues.js';
import { StoreMetrics } from './store-metrics.js';

// A paused queue's waiting jobs are counted as `paused` by Bull, not `waiting`.
const STATES = ['waiting', 'paused', 'active', 'delayed', 'failed'] as const;

/**
 * Each Bull queue's jobs by state, asked of Redis when Prometheus scrapes (one call per queue), and
 * the outcomes of the jobs this process runs: Bull's local events fire only where the job ran, so a
 * web process counts none and each worker counts its own.
 */
@Injectable()
export class QueueMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: StoreMetrics,
    private readonly modules: ModuleRef,
  ) {}

  onModuleInit(): void {
    const queues = Object.values(QUEUES).map((name) => this.modules.get<Queue>(getQueueToken(name), { strict: false }));
    for (const queue of queues) {
      const completed = this.metrics.jobOutcomes.labels(queue.name, 'completed');
      const failed = this.metrics.jobOutcomes.labels(queue.name, 'failed');
      const stalled = this.metrics.jobOutcomes.labels(queue.name, 'stalled');
      queue.on('completed', () => completed.inc());
      queue.on('failed', () => failed.inc());
      // A job taken over from a worker that died or hung; fires in the worker that found it.
      queue.on('stalled', () => stalled.inc());
    }
    new Gauge({
      name: 'keyshop_queue_jobs',
      help: 'Jobs in each queue by state (waiting, paused, active, delayed, failed), read from Redis at scrape time',
      labelNames: ['queue', 'state'] as const,
      registers: [this.metrics.registry],
      async collect() {
        // Bull's types leave out the `paused` count its getJobCounts returns.
        const counts = (await Promise.all(queues.map((queue) => queue.getJobCounts()))) as unknown as Array<Record<(typeof STATES)[number], number>>;
        queues.forEach((queue, i) => {
          for (const state of STATES) this.set({ queue: queue.name, state }, counts[i][state] ?? 0);
        });
      },
    });
  }
}
