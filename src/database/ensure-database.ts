import pg from 'pg';

/** Postgres's "database does not exist", and what a concurrent CREATE DATABASE of the same name answers. */
const NO_SUCH_DATABASE = '3D000';
const ALREADY_CREATED = ['42P04', '23505'];

/**
 * Creates the database named in the URL when it does not exist yet. The target is tried first, so a
 * role that may not connect to the `postgres` maintenance database migrates an existing database;
 * only a missing one is created from `postgres`. Answers whether this call created it.
 */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`Unsupported database name "${name}"`);
  const target = new pg.Client({ connectionString: databaseUrl });
  try {
    await target.connect();
    return false;
  } catch (error) {
    if ((error as { code?: string }).code !== NO_SUCH_DATABASE) throw error;
  } finally {
    await target.end().catch(() => undefined);
  }
  url.pathname = '/postgres';
  const maintenance = new pg.Client({ connectionString: url.toString() });
  await maintenance.connect();
  try {
    await maintenance.query(`CREATE DATABASE "${name}"`);
    return true;
  } catch (error) {
    // Another migrate run created it in the meantime.
    if (ALREADY_CREATED.includes((error as { code?: string }).code ?? '')) return false;
    throw error;
  } finally {
    await maintenance.end();
  }
}
