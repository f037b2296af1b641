import pg from 'pg';

const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

/** Drops this run's template and any database one of its test files left behind. */
export default async function globalTeardown(): Promise<void> {
  const run = process.env.KEYSHOP_TEST_RUN;
  if (!run) return;
  const admin = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
  await admin.connect();
  try {
    const left = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`keyshop_test_${run}_%`]);
    for (const { datname } of left.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
