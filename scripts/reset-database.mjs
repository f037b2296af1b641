// Drops the database named in the URL given as the first argument, so the next migrate starts clean.
import pg from 'pg';

const url = new URL(process.argv[2]);
const name = decodeURIComponent(url.pathname.slice(1));
if (!/^keyshop_[a-z0-9_]+$/.test(name)) throw new Error(`Refusing to drop "${name}": only keyshop_* test databases.`);
url.pathname = '/postgres';
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await client.end();
