import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface CreditRow {
  id: string;
  amount_cents: number;
  source: string;
  cd_key: string | null;
  created_at: Date;
}

/** The `user_credits` ledger: a user's balance is the sum of their rows. */
@Injectable()
export class CreditsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async balance(userId: string): Promise<number> {
    const [{ balance }] = await this.db.query(`SELECT coalesce(sum(amount_cents), 0)::int AS balance FROM user_credits WHERE user_id = $1`, [userId]);
    return balance;
  }

  /** The newest rows first. */
  async history(userId: string, limit: number): Promise<CreditRow[]> {
    return this.db.query(
      `SELECT id, amount_cents, source, cd_key, created_at FROM user_credits WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
      [userId, limit],
    );
  }
}
