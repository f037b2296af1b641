import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { returnedRows } from '../database/queryable.js';

export interface ProfileRow {
  id: string;
  email: string;
  phone_number: string | null;
  steam_trade_url: string | null;
  /** ISO 3166-1 alpha-2, one of PROFILE_COUNTRIES; null when not given. */
  country: string | null;
  is_verified: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The `profiles` table: one row per user, with the user's id. */
@Injectable()
export class ProfilesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(id: string): Promise<ProfileRow | null> {
    const [row] = await this.db.query(`SELECT * FROM profiles WHERE id = $1`, [id]);
    return row ?? null;
  }

  /** Creates the profile unless it exists (two first visits may race) and answers the row. */
  async create(id: string, email: string, phoneNumber: string | null): Promise<ProfileRow> {
    const [row] = await this.db.query(
      `INSERT INTO profiles (id, email, phone_number) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email RETURNING *`,
      [id, email, phoneNumber],
    );
    return row;
  }

  async setEmail(id: string, email: string): Promise<ProfileRow> {
    const [row] = returnedRows<ProfileRow>(await this.db.query(`UPDATE profiles SET email = $2, updated_at = now() WHERE id = $1 RETURNING *`, [id, email]));
    return row;
  }

  /** Applies the given changes (undefined leaves a field, null clears it). */
  async update(id: string, changes: { phoneNumber?: string | null; steamTradeUrl?: string | null; country?: string | null }): Promise<ProfileRow | null> {
    const [row] = returnedRows<ProfileRow>(
      await this.db.query(
        `UPDATE profiles SET
           phone_number = CASE WHEN $2 THEN $3 ELSE phone_number END,
           steam_trade_url = CASE WHEN $4 THEN $5 ELSE steam_trade_url END,
           country = CASE WHEN $6 THEN $7 ELSE country END,
           updated_at = now()
         WHERE id = $1 RETURNING *`,
        [id, changes.phoneNumber !== undefined, changes.phoneNumber ?? null, changes.steamTradeUrl !== undefined, changes.steamTradeUrl ?? null, changes.country !== undefined, changes.country ?? null],
      ),
    );
    return row ?? null;
  }
}
