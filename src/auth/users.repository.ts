import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { returnedRows, type Queryable } from '../database/queryable.js';
import type { Role } from './auth-user.js';

export interface UserRow {
  id: string;
  email: string;
  phone: string | null;
  password_hash: string;
  role: Role;
  /** Set while the account is suspended (chargebacks, fraud): it cannot sign in. */
  blocked_at: Date | null;
  blocked_reason: string | null;
  /** Set once the owner followed a link mailed to the address; checkout needs it. */
  email_verified_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface NewUser {
  email: string;
  phone: string | null;
  passwordHash: string;
  role: Role;
}

const UNIQUE_VIOLATION = '23505';

/** The `users` table. E-mail addresses are compared case-insensitively (a unique index on lower(email)). */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Customer accounts opened per hour or day of [from, to), every bucket listed (0 when empty), on `users_customers_created_idx`. */
  newCustomersByBucket(from: Date, to: Date, bucket: 'hour' | 'day'): Promise<{ start: Date; customers: number }[]> {
    return this.db.query(
      `SELECT b.start, coalesce(s.customers, 0)::int AS customers
       FROM generate_series($1::timestamptz, $2::timestamptz - $3::interval, $3::interval) AS b(start)
       LEFT JOIN (
         SELECT date_bin($3::interval, created_at, $1::timestamptz) AS start, count(*) AS customers
         FROM users WHERE role = 'customer' AND created_at >= $1 AND created_at < $2
         GROUP BY 1
       ) s USING (start)
       ORDER BY b.start`,
      [from, to, `1 ${bucket}`],
    );
  }

  async findById(id: string, db: Queryable = this.db): Promise<UserRow | null> {
    const [row] = await db.query(`SELECT * FROM users WHERE id = $1`, [id]);
    return row ?? null;
  }

  /** Suspends the account with a reason (keeping the first suspension's time), or lifts the suspension with null; null when there is no such user. */
  async setBlocked(tx: Queryable, id: string, reason: string | null): Promise<{ id: string; email: string; blocked_at: Date | null; blocked_reason: string | null } | null> {
    const [row] = returnedRows<{ id: string; email: string; blocked_at: Date | null; blocked_reason: string | null }>(
      await tx.query(
        reason === null
          ? `UPDATE users SET blocked_at = NULL, blocked_reason = NULL, updated_at = now() WHERE id = $1 RETURNING id, email, blocked_at, blocked_reason`
          : `UPDATE users SET blocked_at = coalesce(blocked_at, now()), blocked_reason = $2, updated_at = now() WHERE id = $1 RETURNING id, email, blocked_at, blocked_reason`,
        reason === null ? [id] : [id, reason],
      ),
    );
    return row ?? null;
  }

  async findByEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db.query(`SELECT * FROM users WHERE lower(email) = lower($1)`, [email]);
    return row ?? null;
  }

  /** The new user, its address not yet verified; null when the e-mail address is taken. Sign-up records the age and terms confirmations. */
  async insert(user: NewUser, db: Queryable = this.db): Promise<UserRow | null> {
    const [row] = await db.query(
      `INSERT INTO users (email, phone, password_hash, role, age_confirmed_at, terms_accepted_at, last_sign_in_at)
       VALUES ($1, $2, $3, $4, now(), now(), now())
       ON CONFLICT ((lower(email))) DO NOTHING RETURNING *`,
      [user.email, user.phone, user.passwordHash, user.role],
    );
    return row ?? null;
  }

  /** Applies the given changes; null when there is no such user. */
  async update(id: string, changes: { phone?: string | null; passwordHash?: string }, db: Queryable = this.db): Promise<UserRow | null> {
    const columns: Record<string, unknown> = { phone: changes.phone, password_hash: changes.passwordHash };
    const set = Object.entries(columns).filter(([, value]) => value !== undefined);
    const [row] = returnedRows<UserRow>(await db.query(
      `UPDATE users SET ${set.map(([column], i) => `${column} = $${i + 2}`).join(', ')}${set.length ? ', ' : ''}updated_at = now()
       WHERE id = $1 RETURNING *`,
      [id, ...set.map(([, value]) => value)],
    ));
    return row ?? null;
  }

  /** Marks the account's address as verified (keeping the first time); null when there is no such user. */
  async markEmailVerified(tx: Queryable, id: string): Promise<UserRow | null> {
    const [row] = returnedRows<UserRow>(await tx.query(
      `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now() WHERE id = $1 RETURNING *`,
      [id],
    ));
    return row ?? null;
  }

  /** Makes a verified address the account's; 'taken' when it belongs to someone else, null when there is no such user. */
  async replaceEmail(tx: Queryable, id: string, email: string): Promise<UserRow | 'taken' | null> {
    try {
      const [row] = returnedRows<UserRow>(await tx.query(
        `UPDATE users SET email = $2, email_verified_at = now(), updated_at = now() WHERE id = $1 RETURNING *`,
        [id, email],
      ));
      return row ?? null;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return 'taken';
      throw error;
    }
  }

  /** Records a sign-in, and makes the user an administrator when `promote` (ADMIN_EMAILS) says so. */
  async recordSignIn(id: string, promote: boolean, db: Queryable = this.db): Promise<UserRow> {
    const [row] = returnedRows<UserRow>(await db.query(
      `UPDATE users SET last_sign_in_at = now(), role = CASE WHEN $2 THEN 'admin' ELSE role END,
         updated_at = CASE WHEN $2 AND role <> 'admin' THEN now() ELSE updated_at END
       WHERE id = $1 RETURNING *`,
      [id, promote],
    ));
    return row;
  }

  /** The user with that e-mail address, now with the role; null when there is no such user. */
  async setRoleByEmail(email: string, role: Role): Promise<UserRow | null> {
    const [row] = returnedRows<UserRow>(
      await this.db.query(`UPDATE users SET role = $2, updated_at = now() WHERE lower(email) = lower($1) RETURNING *`, [email, role]),
    );
    return row ?? null;
  }
}
