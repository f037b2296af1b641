import pg from 'pg';

const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

/** Drops the template and any database a crashed test file left behind. */
export default async function globalTeardown(): Promise<void> {
  const admin = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
  await admin.connect();
  try {
    const left = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'keyshop_test_%'`);
    for (const { datname } of left.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
