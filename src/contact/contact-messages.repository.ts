import { Injectable } from '@nestjs/common';
import { affectedCount, type Queryable } from '../database/queryable.js';

/** Queries on `contact_messages`: what visitors sent through the contact form. */
@Injectable()
export class ContactMessagesRepository {
  /** Keeps a message, in the caller's transaction; answers its id and when it was received. */
  async insert(tx: Queryable, message: { name: string; email: string; subject: string; message: string }): Promise<{ id: string; created_at: Date }> {
    const [row] = await tx.query(
      `INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4) RETURNING id, created_at`,
      [message.name, message.email, message.subject, message.message],
    );
    return row;
  }

  /** Deletes up to `limit` messages received before `before`. */
  async deleteReceivedBefore(db: Queryable, before: Date, limit: number): Promise<number> {
    return affectedCount(await db.query(
      `DELETE FROM contact_messages WHERE id IN (SELECT id FROM contact_messages WHERE created_at < $1 LIMIT $2)`,
      [before, limit],
    ));
  }
}
