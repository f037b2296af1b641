import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per catalogue sync from the external provider: who asked, when it ran, what it changed and
 * why it failed. At most one run is queued or running at a time, enforced by a partial unique index,
 * so two clicks (or a click and the schedule) cannot start two syncs.
 */
export class CatalogSyncRuns1732400000000 implements MigrationInterface {
  name = 'CatalogSyncRuns1732400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE catalog_sync_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        trigger text NOT NULL CHECK (trigger IN ('manual', 'schedule')),
        requested_by uuid,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
        job_id text,
        categories_created integer NOT NULL DEFAULT 0,
        categories_updated integer NOT NULL DEFAULT 0,
        products_created integer NOT NULL DEFAULT 0,
        products_updated integer NOT NULL DEFAULT 0,
        products_unchanged integer NOT NULL DEFAULT 0,
        products_deactivated integer NOT NULL DEFAULT 0,
        items_skipped integer NOT NULL DEFAULT 0,
        error text,
        requested_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);
    await db.query(`CREATE UNIQUE INDEX catalog_sync_runs_one_active_idx ON catalog_sync_runs ((true)) WHERE status IN ('queued', 'running')`);
    await db.query(`CREATE INDEX catalog_sync_runs_requested_idx ON catalog_sync_runs (requested_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE catalog_sync_runs`);
  }
}
