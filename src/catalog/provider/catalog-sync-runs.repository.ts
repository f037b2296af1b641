import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedCount, returnedRows } from '../../database/queryable.js';

export type SyncTrigger = 'manual' | 'schedule';
export type SyncStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** What one sync changed; `itemsSkipped` counts provider items too malformed to import. */
export interface SyncCounts {
  categoriesCreated: number;
  categoriesUpdated: number;
  productsCreated: number;
  productsUpdated: number;
  productsUnchanged: number;
  productsDeactivated: number;
  itemsSkipped: number;
}

export interface SyncRunRow {
  id: string;
  trigger: SyncTrigger;
  requested_by: string | null;
  status: SyncStatus;
  categories_created: number;
  categories_updated: number;
  products_created: number;
  products_updated: number;
  products_unchanged: number;
  products_deactivated: number;
  items_skipped: number;
  error: string | null;
  requested_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const UNFINISHED = `status IN ('queued', 'running')`;

/** The `catalog_sync_runs` table: one row per sync, at most one of them queued or running. */
@Injectable()
export class CatalogSyncRunsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A new queued run; null when another run is still queued or running (the partial unique index says so). */
  async create(trigger: SyncTrigger, requestedBy: string | null): Promise<SyncRunRow | null> {
    const [row] = await this.db.query(
      `INSERT INTO catalog_sync_runs (id, trigger, requested_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING *`,
      [randomUUID(), trigger, requestedBy],
    );
    return (row as SyncRunRow | undefined) ?? null;
  }

  /** The run that is queued or running, if any, with its age in milliseconds. */
  async unfinished(): Promise<(SyncRunRow & { age_ms: number }) | null> {
    const [row] = await this.db.query(
      `SELECT *, (extract(epoch FROM now() - requested_at) * 1000)::float8 AS age_ms FROM catalog_sync_runs WHERE ${UNFINISHED}`,
    );
    return row ?? null;
  }

  /** Marks the run started; false when it already finished (a job delivered twice runs once). */
  async markRunning(id: string): Promise<boolean> {
    const rows = returnedRows(await this.db.query(
      `UPDATE catalog_sync_runs SET status = 'running', started_at = now() WHERE id = $1 AND ${UNFINISHED} RETURNING id`,
      [id],
    ));
    return rows.length > 0;
  }

  async markSucceeded(id: string, counts: SyncCounts): Promise<void> {
    await this.db.query(
      `UPDATE catalog_sync_runs SET status = 'succeeded', finished_at = now(), error = NULL,
         categories_created = $2, categories_updated = $3, products_created = $4, products_updated = $5,
         products_unchanged = $6, products_deactivated = $7, items_skipped = $8
       WHERE id = $1`,
      [
        id,
        counts.categoriesCreated,
        counts.categoriesUpdated,
        counts.productsCreated,
        counts.productsUpdated,
        counts.productsUnchanged,
        counts.productsDeactivated,
        counts.itemsSkipped,
      ],
    );
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.db.query(`UPDATE catalog_sync_runs SET status = 'failed', finished_at = now(), error = $2 WHERE id = $1 AND ${UNFINISHED}`, [
      id,
      error,
    ]);
  }

  /** The newest runs first. */
  async recent(limit: number): Promise<SyncRunRow[]> {
    return this.db.query(`SELECT * FROM catalog_sync_runs ORDER BY requested_at DESC, id LIMIT $1`, [limit]);
  }

  /** Deletes up to `limit` finished runs requested before `before`, keeping the newest run of each trigger. */
  async deleteFinishedBefore(before: Date, limit: number): Promise<number> {
    return affectedCount(await this.db.query(
      `DELETE FROM catalog_sync_runs WHERE id IN (
         SELECT id FROM catalog_sync_runs WHERE requested_at < $1 AND status IN ('succeeded', 'failed')
           AND id NOT IN (SELECT DISTINCT ON (trigger) id FROM catalog_sync_runs ORDER BY trigger, requested_at DESC)
         LIMIT $2)`,
      [before, limit],
    ));
  }
}
