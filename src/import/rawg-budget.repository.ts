import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

const THIS_MONTH = `date_trunc('month', now() AT TIME ZONE 'UTC')::date`;

/** RAWG requests made each calendar month (UTC), counted against the plan's budget. */
@Injectable()
export class RawgBudgetRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Counts one request if the month's budget allows it; false when it is used up (nothing counted). */
  async take(limit: number): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO rawg_request_usage AS u (month, requests) SELECT ${THIS_MONTH}, 1 WHERE $1 > 0
       ON CONFLICT (month) DO UPDATE SET requests = u.requests + 1 WHERE u.requests < $1
       RETURNING requests`,
      [limit],
    );
    return rows.length > 0;
  }

  async usedThisMonth(): Promise<number> {
    const [row] = await this.db.query(`SELECT requests FROM rawg_request_usage WHERE month = ${THIS_MONTH}`);
    return row?.requests ?? 0;
  }
}
