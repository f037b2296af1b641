import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { returnedRows, type Queryable } from '../database/queryable.js';

/** What a data key is for: sealing product keys, or one of the two keyed hashes used for look-ups. */
export type DataKeyPurpose = 'product-keys' | 'product-key-hash' | 'redeem-code-hash';

export interface DataKeyRow {
  id: string;
  purpose: DataKeyPurpose;
  master_key_id: string;
  wrapped: Buffer;
}

/** Every query that changes `data_keys`: data keys are stored only wrapped by a master key. */
@Injectable()
export class DataKeysRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(id: string, db: Queryable = this.db): Promise<DataKeyRow | null> {
    const [row] = await db.query(`SELECT id, purpose, master_key_id, wrapped FROM data_keys WHERE id = $1`, [id]);
    return row ?? null;
  }

  /** The newest data key of the purpose wrapped under this master key, if any. */
  async newest(purpose: DataKeyPurpose, masterKeyId: string, db: Queryable = this.db): Promise<DataKeyRow | null> {
    const [row] = await db.query(
      `SELECT id, purpose, master_key_id, wrapped FROM data_keys WHERE purpose = $1 AND master_key_id = $2 ORDER BY created_at DESC LIMIT 1`,
      [purpose, masterKeyId],
    );
    return row ?? null;
  }

  /** The look-up key of the purpose (there is one of each), if it exists yet. */
  async lookup(purpose: DataKeyPurpose): Promise<DataKeyRow | null> {
    const [row] = await this.db.query(`SELECT id, purpose, master_key_id, wrapped FROM data_keys WHERE purpose = $1`, [purpose]);
    return row ?? null;
  }

  async insert(row: DataKeyRow, db: Queryable = this.db): Promise<void> {
    await db.query(`INSERT INTO data_keys (id, purpose, master_key_id, wrapped) VALUES ($1, $2, $3, $4)`, [row.id, row.purpose, row.master_key_id, row.wrapped]);
  }

  /** Adds a look-up key unless another process added that purpose's first: the caller reads back the one that stands. */
  async insertLookup(row: DataKeyRow): Promise<void> {
    await this.db.query(
      `INSERT INTO data_keys (id, purpose, master_key_id, wrapped) VALUES ($1, $2, $3, $4)
       ON CONFLICT (purpose) WHERE purpose <> 'product-keys' DO NOTHING`,
      [row.id, row.purpose, row.master_key_id, row.wrapped],
    );
  }

  /** How many data keys each master key wraps. */
  async countByMaster(): Promise<{ master_key_id: string; n: number }[]> {
    return this.db.query(`SELECT master_key_id, count(*)::int AS n FROM data_keys GROUP BY master_key_id ORDER BY master_key_id`);
  }

  /** Locks a batch of data keys not yet wrapped under the master key; SKIP LOCKED lets two runs share the work. */
  async lockNotWrappedBy(tx: Queryable, masterKeyId: string, limit: number): Promise<DataKeyRow[]> {
    return tx.query(
      `SELECT id, purpose, master_key_id, wrapped FROM data_keys WHERE master_key_id <> $1 ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [masterKeyId, limit],
    );
  }

  async rewrap(tx: Queryable, id: string, masterKeyId: string, wrapped: Buffer): Promise<number> {
    return returnedRows<{ id: string }>(
      await tx.query(`UPDATE data_keys SET master_key_id = $2, wrapped = $3, rewrapped_at = now() WHERE id = $1 RETURNING id`, [id, masterKeyId, wrapped]),
    ).length;
  }
}
