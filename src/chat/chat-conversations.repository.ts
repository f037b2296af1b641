import { Injectable } from '@nestjs/common';
import { affectedCount, type Queryable, returnedRows } from '../database/queryable.js';

export interface ConversationRow {
  id: string;
  user_id: string | null;
  guest_token_hash: Buffer | null;
  name: string;
  email: string;
  last_message_at: Date;
}

export interface InboxRow {
  id: string;
  name: string;
  email: string;
  user_id: string | null;
  last_message_at: Date;
  preview: string | null;
  unread: boolean;
}

const COLUMNS = `id, user_id, guest_token_hash, name, email, last_message_at`;

/** A shopper wrote since an admin last read the conversation: the predicate of `chat_conversations_unanswered_idx`, word for word. */
const UNANSWERED = `c.last_shopper_message_at > coalesce(c.admin_read_at, '-infinity'::timestamptz)`;

/** Queries on `chat_conversations`: one per account, or per guest holding its secret cookie. */
@Injectable()
export class ChatConversationsRepository {
  async findById(db: Queryable, id: string): Promise<ConversationRow | null> {
    const [row] = await db.query(`SELECT ${COLUMNS} FROM chat_conversations WHERE id = $1`, [id]);
    return row ?? null;
  }

  async findByUser(db: Queryable, userId: string): Promise<ConversationRow | null> {
    const [row] = await db.query(`SELECT ${COLUMNS} FROM chat_conversations WHERE user_id = $1`, [userId]);
    return row ?? null;
  }

  /** An account's conversation, created on its first call; a second call at the same moment finds the first's. */
  async upsertForUser(tx: Queryable, userId: string, name: string, email: string): Promise<ConversationRow> {
    const [row] = await tx.query(
      `INSERT INTO chat_conversations (user_id, name, email) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email RETURNING ${COLUMNS}`,
      [userId, name, email],
    );
    return row;
  }

  async insertForGuest(tx: Queryable, tokenHash: Buffer, name: string, email: string): Promise<ConversationRow> {
    const [row] = await tx.query(`INSERT INTO chat_conversations (guest_token_hash, name, email) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`, [
      tokenHash,
      name,
      email,
    ]);
    return row;
  }

  /** Records a new message's time; a shopper's also makes the conversation unread in the inbox. */
  async touch(tx: Queryable, id: string, by: 'shopper' | 'admin'): Promise<void> {
    await tx.query(
      by === 'shopper'
        ? `UPDATE chat_conversations SET last_message_at = now(), last_shopper_message_at = now() WHERE id = $1`
        : `UPDATE chat_conversations SET last_message_at = now(), admin_read_at = now() WHERE id = $1`,
      [id],
    );
  }

  async markRead(db: Queryable, id: string): Promise<boolean> {
    const rows = await db.query(`UPDATE chat_conversations SET admin_read_at = now() WHERE id = $1 RETURNING id`, [id]);
    return returnedRows(rows).length > 0;
  }

  /**
   * Claims the right to send one mail of `kind` for the conversation: true at most once per window, as
   * the row's timestamp moves only when the last mail is older than the window (the row lock of the
   * UPDATE serialises two messages at the same moment).
   */
  async claimMail(tx: Queryable, id: string, kind: 'support' | 'shopper', windowMinutes: number): Promise<boolean> {
    const column = kind === 'support' ? 'support_mailed_at' : 'shopper_mailed_at';
    const rows = await tx.query(
      `UPDATE chat_conversations SET ${column} = now()
       WHERE id = $1 AND (${column} IS NULL OR ${column} <= now() - make_interval(mins => $2)) RETURNING id`,
      [id, windowMinutes],
    );
    return returnedRows(rows).length > 0;
  }

  /** Conversations whose latest shopper message no admin has read, counted on their partial index. */
  async countUnanswered(db: Queryable): Promise<number> {
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM chat_conversations c WHERE ${UNANSWERED}`);
    return count;
  }

  /**
   * A page of the inbox, newest activity first, with each conversation's newest message cut short;
   * `unansweredOnly` keeps those with a shopper message no admin has read (their partial index, in its order).
   */
  async inboxPage(db: Queryable, limit: number, offset: number, unansweredOnly = false): Promise<{ rows: InboxRow[]; total: number }> {
    const where = unansweredOnly ? `WHERE ${UNANSWERED}` : '';
    const rows: (InboxRow & { total: number })[] = await db.query(
      `SELECT c.id, c.name, c.email, c.user_id, c.last_message_at,
              (SELECT left(m.body, 140) FROM chat_messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) AS preview,
              (c.last_shopper_message_at IS NOT NULL AND c.last_shopper_message_at > coalesce(c.admin_read_at, '-infinity')) AS unread,
              count(*) OVER ()::int AS total
       FROM chat_conversations c ${where}
       ORDER BY c.last_message_at DESC, c.id DESC
       LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
    const [{ total }] = await db.query(`SELECT count(*)::int AS total FROM chat_conversations c ${where}`);
    return { rows, total };
  }

  /** Deletes up to `limit` conversations whose last message is older than `before`; their messages go with them (ON DELETE CASCADE). */
  async deleteIdleSince(db: Queryable, before: Date, limit: number): Promise<number> {
    return affectedCount(await db.query(
      `DELETE FROM chat_conversations WHERE id IN (SELECT id FROM chat_conversations WHERE last_message_at < $1 LIMIT $2)`,
      [before, limit],
    ));
  }
}
