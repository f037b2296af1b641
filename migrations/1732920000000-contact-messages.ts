import { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages sent with the contact form: kept, and mailed to the store owner through the outbox. */
export class ContactMessages1732920000000 implements MigrationInterface {
  name = 'ContactMessages1732920000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 150),
        message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE contact_messages`);
  }
}
