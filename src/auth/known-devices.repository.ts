import { Injectable } from '@nestjs/common';
import type { Queryable } from '../database/queryable.js';

/** The `known_devices` table: the devices ("Chrome on Windows") each account has signed in from. */
@Injectable()
export class KnownDevicesRepository {
  async hasAny(db: Queryable, userId: string): Promise<boolean> {
    const [row] = await db.query(`SELECT EXISTS (SELECT 1 FROM known_devices WHERE user_id = $1) AS known`, [userId]);
    return row.known;
  }

  /**
   * Remembers the device for the account; true when it was not known yet. Of two sign-ins from one
   * new device at once, the second waits on the first's row and answers false.
   */
  async remember(db: Queryable, userId: string, device: string): Promise<boolean> {
    const rows = await db.query(`INSERT INTO known_devices (user_id, device) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING device`, [userId, device]);
    return rows.length > 0;
  }
}
