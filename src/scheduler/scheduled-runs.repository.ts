import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedCount } from '../database/queryable.js';

/** Deletes on `scheduled_runs` (the heartbeat writes its rows through the entity). */
@Injectable()
export class ScheduledRunsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async deleteTickedBefore(before: Date, limit: number): Promise<number> {
    return affectedCount(await this.db.query(
      `DELETE FROM scheduled_runs WHERE id IN (SELECT id FROM scheduled_runs WHERE tick_at < $1 LIMIT $2)`,
      [before, limit],
    ));
  }
}
