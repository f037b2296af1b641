import { MigrationInterface, QueryRunner } from 'typeorm';

/** One row per scheduled tick that a worker ran: the audit trail of the scheduler. */
export class ScheduledRuns1732200000000 implements MigrationInterface {
  name = 'ScheduledRuns1732200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE scheduled_runs (
        id bigserial PRIMARY KEY,
        task text NOT NULL,
        tick_at timestamptz NOT NULL,
        instance text NOT NULL,
        ran_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX scheduled_runs_task_tick_idx ON scheduled_runs (task, tick_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE scheduled_runs`);
  }
}
