import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Game imports from FreeToGame and RAWG: every run with its counts and progress (one queued or
 * running at a time), the sources each product came from (a game in both is one product), the
 * schedule admins set, and the RAWG requests made each month against the plan's budget.
 */
export class GameImports1732900000000 implements MigrationInterface {
  name = 'GameImports1732900000000';

  async up(db: QueryRunner): Promise<void> {
    // How titles are compared across sources: letters and digits only, in lower case.
    await db.query(`
      CREATE FUNCTION title_key(title text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT regexp_replace(lower(title), '[^a-z0-9]+', '', 'g') $$`);
    await db.query(`CREATE INDEX products_title_key_idx ON products (title_key(name))`);

    await db.query(`
      CREATE TABLE product_sources (
        source text NOT NULL CHECK (source IN ('freetogame', 'rawg')),
        external_id text NOT NULL,
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        imported_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (source, external_id)
      )`);
    await db.query(`CREATE INDEX product_sources_product_idx ON product_sources (product_id)`);

    await db.query(`
      CREATE TABLE import_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        trigger text NOT NULL CHECK (trigger IN ('manual', 'schedule')),
        requested_by uuid REFERENCES users(id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
        freetogame_imported integer NOT NULL DEFAULT 0,
        freetogame_total integer NOT NULL DEFAULT 0,
        freetogame_done boolean NOT NULL DEFAULT false,
        rawg_imported integer NOT NULL DEFAULT 0,
        rawg_pages_processed integer NOT NULL DEFAULT 0,
        rawg_requests integer NOT NULL DEFAULT 0,
        rawg_done boolean NOT NULL DEFAULT false,
        progress jsonb NOT NULL DEFAULT '{"phase": "waiting", "message": "Waiting for a worker", "done": 0, "total": null}',
        notes text[] NOT NULL DEFAULT '{}',
        error text,
        requested_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await db.query(`CREATE UNIQUE INDEX import_runs_one_active_idx ON import_runs ((true)) WHERE status IN ('queued', 'running')`);
    await db.query(`CREATE INDEX import_runs_requested_idx ON import_runs (requested_at DESC)`);

    await db.query(`
      CREATE TABLE import_schedule (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        cron text,
        -- The last fire time that started an import: each fire starts one, however often the schedule is checked.
        last_fired_at timestamptz,
        updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`INSERT INTO import_schedule (cron) VALUES (NULL)`);

    await db.query(`
      CREATE TABLE rawg_request_usage (
        month date PRIMARY KEY,
        requests integer NOT NULL DEFAULT 0 CHECK (requests >= 0)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE rawg_request_usage`);
    await db.query(`DROP TABLE import_schedule`);
    await db.query(`DROP TABLE import_runs`);
    await db.query(`DROP TABLE product_sources`);
    await db.query(`DROP INDEX products_title_key_idx`);
    await db.query(`DROP FUNCTION title_key`);
  }
}
