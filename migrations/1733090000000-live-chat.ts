import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live chat: one conversation per shopper (an account's, or a guest's held by a secret cookie whose
 * SHA-256 only is kept) and its messages, written by the shopper or an admin.
 */
export class LiveChat1733090000000 implements MigrationInterface {
  name = 'LiveChat1733090000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE chat_conversations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        guest_token_hash bytea,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_message_at timestamptz NOT NULL DEFAULT now(),
        last_shopper_message_at timestamptz,
        admin_read_at timestamptz,
        support_mailed_at timestamptz,
        shopper_mailed_at timestamptz,
        CHECK ((user_id IS NULL) <> (guest_token_hash IS NULL))
      )`);
    await db.query(`CREATE INDEX chat_conversations_activity_idx ON chat_conversations (last_message_at DESC, id DESC)`);
    await db.query(`
      CREATE TABLE chat_messages (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        conversation_id uuid NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
        author text NOT NULL CHECK (author IN ('shopper', 'admin')),
        admin_id uuid REFERENCES users (id) ON DELETE SET NULL,
        body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX chat_messages_conversation_idx ON chat_messages (conversation_id, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE chat_messages`);
    await db.query(`DROP TABLE chat_conversations`);
  }
}
