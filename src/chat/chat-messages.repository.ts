import { Injectable } from '@nestjs/common';
import type { Queryable } from '../database/queryable.js';

export interface MessageRow {
  id: string;
  conversation_id: string;
  author: 'shopper' | 'admin';
  body: string;
  created_at: Date;
}

const COLUMNS = `id::text AS id, conversation_id, author, body, created_at`;

/** Queries on `chat_messages`: what the shopper and the team wrote in a conversation. */
@Injectable()
export class ChatMessagesRepository {
  async insert(tx: Queryable, conversationId: string, author: 'shopper' | 'admin', adminId: string | null, body: string): Promise<MessageRow> {
    const [row] = await tx.query(`INSERT INTO chat_messages (conversation_id, author, admin_id, body) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`, [
      conversationId,
      author,
      adminId,
      body,
    ]);
    return row;
  }

  /**
   * Up to `limit` messages before message `before` (the newest ones without it), oldest first, and
   * whether there are older ones still: one more row is read to know.
   */
  async page(db: Queryable, conversationId: string, limit: number, before: string | null): Promise<{ rows: MessageRow[]; hasOlder: boolean }> {
    const rows: MessageRow[] = await db.query(
      `SELECT ${COLUMNS} FROM chat_messages
       WHERE conversation_id = $1 AND ($2::bigint IS NULL OR id < $2::bigint)
       ORDER BY id DESC LIMIT $3`,
      [conversationId, before, limit + 1],
    );
    const hasOlder = rows.length > limit;
    return { rows: rows.slice(0, limit).reverse(), hasOlder };
  }
}
