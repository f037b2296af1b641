import { MigrationInterface, QueryRunner } from 'typeorm';

/** The typo lookup's body, the same in both languages: each word as a prefix, or its closest title word(s). */
const TYPO_QUERY = `
  SELECT to_tsquery('simple', string_agg(format('(%L:*A%s)', q.word, coalesce(' | ' || t.closest, '')), ' & ' ORDER BY q.n))
  FROM unnest(words) WITH ORDINALITY q(word, n),
  LATERAL (SELECT string_agg(format('%L:A', c.word), ' | ') AS closest
           FROM (SELECT word, rank() OVER (ORDER BY word_similarity(q.word, word) DESC) AS place,
                        row_number() OVER (ORDER BY word_similarity(q.word, word) DESC, word) AS nth
                 FROM search_words WHERE q.word <% word) c
           WHERE c.place = 1 AND c.nth <= 5) t`;

/**
 * `search_typo_query()` in PL/pgSQL rather than SQL: a SQL function with its own settings is never
 * inlined, and Postgres 15 parses and plans its body again at every statement that calls it, which
 * was most of a header suggestion's cost; PL/pgSQL keeps the plan for the connection's life.
 */
export class TypoLookupPlansKept1733360000000 implements MigrationInterface {
  name = 'TypoLookupPlansKept1733360000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION search_typo_query(words text[]) RETURNS tsquery LANGUAGE plpgsql STABLE PARALLEL SAFE
      SET enable_seqscan = off
      AS $$ BEGIN RETURN (${TYPO_QUERY}); END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP FUNCTION search_typo_query`);
    await db.query(`
      CREATE FUNCTION search_typo_query(words text[]) RETURNS tsquery LANGUAGE sql STABLE PARALLEL SAFE
      SET enable_seqscan = off
      AS $$ ${TYPO_QUERY} $$`);
  }
}
