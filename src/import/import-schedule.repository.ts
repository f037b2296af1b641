import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { returnedRows } from '../database/queryable.js';

export interface ImportScheduleRow {
  cron: string | null;
  last_fired_at: Date | null;
  updated_at: Date;
}

/** The one row of `import_schedule`: the cron admins set and the last fire time claimed. */
@Injectable()
export class ImportScheduleRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async get(): Promise<ImportScheduleRow> {
    const [row] = await this.db.query(`SELECT cron, last_fired_at, updated_at FROM import_schedule`);
    return row;
  }

  /** Sets the cron (or null) and forgets the last fire, so the next one counts from now. */
  async set(cron: string | null, adminId: string): Promise<void> {
    await this.db.query(`UPDATE import_schedule SET cron = $1, last_fired_at = NULL, updated_by = $2, updated_at = now()`, [cron, adminId]);
  }

  /**
   * Claims the fire time `due` of this cron unless a later or equal one was claimed: the conditional
   * UPDATE lets exactly one replica win it. False when another did, or the cron changed meanwhile.
   */
  async claimFire(cron: string, due: Date): Promise<boolean> {
    const claimed = returnedRows(
      await this.db.query(`UPDATE import_schedule SET last_fired_at = $1 WHERE cron = $2 AND (last_fired_at IS NULL OR last_fired_at < $1) RETURNING 1`, [due, cron]),
    );
    return claimed.length > 0;
  }
}
