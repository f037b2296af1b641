import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

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

/**
 * Runs a hot read as a named prepared statement: after five runs Postgres keeps a generic plan and
 * neither parses nor plans the text again on that connection. Values always go in parameters; small
 * bounded integers (a page's limit and offset) may be written into the text, since a parameter there
 * keeps Postgres planning each run anew.
 */
export async function preparedQuery<T>(db: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const pool = (db.driver as PostgresDriver).master as Pool;
  const name = statementName(text);
  const result = await (name ? pool.query({ name, text, values }) : pool.query(text, values));
  return result.rows as T[];
}
