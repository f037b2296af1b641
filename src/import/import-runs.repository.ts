import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedCount, returnedRows } from '../database/queryable.js';
import type { ImportProgress, ImportRunView, ImportTrigger } from '#contracts/import.contract';

export interface ImportRunRow {
  id: string;
  trigger: ImportTrigger;
  status: ImportRunView['status'];
  freetogame_imported: number;
  freetogame_total: number;
  freetogame_done: boolean;
  rawg_imported: number;
  rawg_pages_processed: number;
  rawg_requests: number;
  rawg_done: boolean;
  progress: ImportProgress;
  notes: string[];
  error: string | null;
  requested_by_email: string | null;
  requested_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** What a run has done so far, saved as it goes so that a run resumed after a crash carries on from there. */
export interface RunCheckpoint {
  freetogameImported?: number;
  freetogameTotal?: number;
  freetogameDone?: boolean;
  rawgImported?: number;
  rawgPagesProcessed?: number;
  rawgRequests?: number;
  rawgDone?: boolean;
  progress?: ImportProgress;
  notes?: string[];
}

const SELECT = `SELECT r.*, u.email AS requested_by_email FROM import_runs r LEFT JOIN users u ON u.id = r.requested_by`;
const COLUMNS: Record<keyof RunCheckpoint, string> = {
  freetogameImported: 'freetogame_imported',
  freetogameTotal: 'freetogame_total',
  freetogameDone: 'freetogame_done',
  rawgImported: 'rawg_imported',
  rawgPagesProcessed: 'rawg_pages_processed',
  rawgRequests: 'rawg_requests',
  rawgDone: 'rawg_done',
  progress: 'progress',
  notes: 'notes',
};

/** The `import_runs` table: one row per import, at most one of them queued or running. */
@Injectable()
export class ImportRunsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A new queued run; null while another is queued or running (the partial unique index refuses it). */
  async create(trigger: ImportTrigger, requestedBy: string | null): Promise<string | null> {
    const [row] = await this.db.query(`INSERT INTO import_runs (trigger, requested_by) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id`, [trigger, requestedBy]);
    return row?.id ?? null;
  }

  async find(id: string): Promise<ImportRunRow | null> {
    const [row] = await this.db.query(`${SELECT} WHERE r.id = $1`, [id]);
    return row ?? null;
  }

  /** The newest runs first. */
  async latest(limit: number): Promise<ImportRunRow[]> {
    return this.db.query(`${SELECT} ORDER BY r.requested_at DESC, r.id DESC LIMIT $1`, [limit]);
  }

  /** The run queued or running, with its age in milliseconds since it last moved. */
  async unfinished(): Promise<(ImportRunRow & { idle_ms: number }) | null> {
    const [row] = await this.db.query(
      `SELECT r.*, u.email AS requested_by_email, (extract(epoch FROM now() - r.updated_at) * 1000)::float8 AS idle_ms
       FROM import_runs r LEFT JOIN users u ON u.id = r.requested_by WHERE r.status IN ('queued', 'running')`,
    );
    return row ?? null;
  }

  /** Marks the run running (again, when a crashed worker's job is resumed); null once it has finished. */
  async start(id: string): Promise<ImportRunRow | null> {
    const rows = returnedRows<{ id: string }>(
      await this.db.query(
        `UPDATE import_runs SET status = 'running', started_at = coalesce(started_at, now()), updated_at = now()
         WHERE id = $1 AND status IN ('queued', 'running') RETURNING id`,
        [id],
      ),
    );
    return rows.length ? this.find(id) : null;
  }

  async save(id: string, checkpoint: RunCheckpoint): Promise<void> {
    const entries = Object.entries(checkpoint).filter(([, value]) => value !== undefined) as [keyof RunCheckpoint, unknown][];
    if (entries.length === 0) return;
    const sets = entries.map(([key], index) => `${COLUMNS[key]} = $${index + 2}`);
    await this.db.query(`UPDATE import_runs SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
      id,
      ...entries.map(([key, value]) => (key === 'progress' ? JSON.stringify(value) : value)),
    ]);
  }

  async finish(id: string, status: 'succeeded' | 'failed', error: string | null, progress: ImportProgress): Promise<void> {
    await this.db.query(
      `UPDATE import_runs SET status = $2, error = $3, progress = $4, finished_at = now(), updated_at = now()
       WHERE id = $1 AND status IN ('queued', 'running')`,
      [id, status, error, JSON.stringify(progress)],
    );
  }

  /** Deletes up to `limit` finished runs requested before `before`, keeping the newest run of each trigger. */
  async deleteFinishedBefore(before: Date, limit: number): Promise<number> {
    return affectedCount(await this.db.query(
      `DELETE FROM import_runs WHERE id IN (
         SELECT id FROM import_runs WHERE requested_at < $1 AND status IN ('succeeded', 'failed')
           AND id NOT IN (SELECT DISTINCT ON (trigger) id FROM import_runs ORDER BY trigger, requested_at DESC)
         LIMIT $2)`,
      [before, limit],
    ));
  }
}
