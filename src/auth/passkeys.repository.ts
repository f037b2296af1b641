import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { returnedRows, type Queryable } from '../database/queryable.js';

export interface PasskeyRow {
  id: string;
  user_id: string;
  /** Base64url, as the browser names the credential. */
  credential_id: string;
  public_key: Buffer;
  /** bigint in the table; a signature counter never nears 2^53. */
  sign_count: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export interface NewPasskey {
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  name: string;
}

/** The `passkeys` table: each account's WebAuthn credentials and their public keys. */
@Injectable()
export class PasskeysRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The account's passkeys, oldest first. */
  async listOf(userId: string, db: Queryable = this.db): Promise<PasskeyRow[]> {
    return db.query(`SELECT * FROM passkeys WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
  }

  async findByCredentialId(credentialId: string): Promise<PasskeyRow | null> {
    const [row] = await this.db.query(`SELECT * FROM passkeys WHERE credential_id = $1`, [credentialId]);
    return row ?? null;
  }

  /** Adds a passkey; null when the credential is registered already (to this account or another). */
  async add(tx: Queryable, userId: string, passkey: NewPasskey): Promise<PasskeyRow | null> {
    const [row] = await tx.query(
      `INSERT INTO passkeys (user_id, credential_id, public_key, sign_count, name) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (credential_id) DO NOTHING RETURNING *`,
      [userId, passkey.credentialId, Buffer.from(passkey.publicKey), passkey.signCount, passkey.name],
    );
    return row ?? null;
  }

  /**
   * How many passkeys the account has, under a transaction-long lock of the account's passkeys (an
   * advisory lock, since a first passkey has no row to lock): two registrations at once cannot both
   * pass the limit.
   */
  async lockedCountOf(tx: Queryable, userId: string): Promise<number> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('passkeys:' || $1))`, [userId]);
    const [{ count }] = await tx.query(`SELECT count(*)::int AS count FROM passkeys WHERE user_id = $1`, [userId]);
    return count;
  }

  /**
   * Records a sign-in with the passkey, only if its signature counter is still the one that was checked:
   * false when a parallel sign-in with the same assertion (or a clone) moved it first.
   */
  async recordUse(tx: Queryable, id: string, checkedCount: string, newCount: number): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await tx.query(`UPDATE passkeys SET sign_count = $3, last_used_at = now() WHERE id = $1 AND sign_count = $2 RETURNING id`, [id, checkedCount, newCount]),
    );
    return rows.length > 0;
  }

  /** Renames one of the account's passkeys; null when the account has none of that id. */
  async renameOwn(userId: string, id: string, name: string): Promise<PasskeyRow | null> {
    const rows = returnedRows<PasskeyRow>(await this.db.query(`UPDATE passkeys SET name = $3 WHERE id = $1 AND user_id = $2 RETURNING *`, [id, userId, name]));
    return rows[0] ?? null;
  }

  /** Deletes one of the account's passkeys; false when the account has none of that id. */
  async deleteOwn(userId: string, id: string): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(await this.db.query(`DELETE FROM passkeys WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId]));
    return rows.length > 0;
  }
}
