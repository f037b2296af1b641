import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { StoreMetrics } from './store-metrics.js';

/** The Postgres connections of this process, read from TypeORM's pg pool at scrape time (no query). */
@Injectable()
export class PoolMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: StoreMetrics,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    const pool = () => (this.db.driver as unknown as { master: Pool }).master;
    const registers = [this.metrics.registry];
    new Gauge({
      name: 'keyshop_db_pool_connections',
      help: 'Postgres connections of this process by state: in_use (running a query or transaction) or idle',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { totalCount, idleCount } = pool();
        this.set({ state: 'in_use' }, totalCount - idleCount);
        this.set({ state: 'idle' }, idleCount);
      },
    });
    new Gauge({
      name: 'keyshop_db_pool_waiting',
      help: 'Queries of this process waiting for a free Postgres connection',
      registers,
      collect() {
        this.set(pool().waitingCount);
      },
    });
  }
}
