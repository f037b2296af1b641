import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { Queryable } from './queryable.js';

/** Each pooled connection keeps every statement it prepared; past this many texts, new ones run unnamed. */
const MAX_NAMED_TEXTS = 500;
const names = new Map<string, string>();

/** A statement's name follows from its text, so every connection prepares each text once. */
function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMED_TEXTS) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}

/** The connection that runs a statement for `db`: the one of its query runner (an open transaction's), or the pool. */
async function connectionOf(db: DataSource | EntityManager): Promise<Pool | PoolClient> {
  const runner = db instanceof EntityManager ? db.queryRunner : undefined;
  if (runner && !runner.isReleased) return (await runner.connect()) as PoolClient;
  const source = db instanceof EntityManager ? db.connection : db;
  return (source.driver as PostgresDriver).master as Pool;
}

/**
 * Runs a hot statement as a named prepared statement: after five runs Postgres keeps a generic plan
 * and neither parses nor plans the text again on that connection (the session lookup of every signed-in
 * request spent 0.4 ms parsing and planning against 0.04 ms running). `db` is the DataSource or the
 * EntityManager of an open transaction; anything else runs the text as it is. Only for statements that
 * name their columns: a prepared `SELECT *` fails once a migration adds a column under a running store.
 * Answers the rows, also of an INSERT … RETURNING. Values always go in parameters; small bounded
 * integers (a page's limit and offset) may be written into the text, since a parameter there keeps
 * Postgres planning each run anew.
 */
export async function preparedQuery<T>(db: Queryable, text: string, values: unknown[]): Promise<T[]> {
  if (!(db instanceof DataSource || db instanceof EntityManager)) return db.query(text, values);
  const connection = await connectionOf(db);
  const name = statementName(text);
  const result = await (name ? connection.query({ name, text, values }) : connection.query(text, values));
  return result.rows as T[];
}
