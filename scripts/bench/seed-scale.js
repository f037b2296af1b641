// Usage: DATABASE_URL=... node scripts/bench/seed-scale.js <products> <keys per stocked product>
// (normally through `npm run bench -- --scale 1m`). Generates a marketplace-sized catalogue inside
// Postgres: one INSERT … SELECT per table, no row crosses the network. Names are three words of a
// 4,096-word vocabulary, so a word matches about 700 games and a search behaves as on a real catalogue;
// one game in ten has no keys. Idempotent: a database that already holds the products is left as it is.
import pg from 'pg';

const products = Number(process.argv[2] ?? 1_000_000);
const keysPerProduct = Number(process.argv[3] ?? 11);
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const say = (text) => process.stderr.write(`${text}\n`);

const [{ count }] = (await client.query(`SELECT count(*)::int AS count FROM products WHERE source = 'scale'`)).rows;
// A seed stopped part-way leaves nothing (it is one transaction); a smaller generated catalogue is not
// grown in place (removing millions of keys costs more than starting again).
if (count > 0 && count < products) {
  say(`The database holds ${count.toLocaleString('en-US')} generated products, fewer than ${products.toLocaleString('en-US')}: drop it to generate them afresh.`);
  process.exit(1);
}
if (count >= products) {
  say(`Scale catalogue: ${count.toLocaleString('en-US')} generated products already there, kept.`);
  await client.end();
  process.exit(0);
}

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
// Ids count up, so primary keys and the keys' per-product index grow at their right edge.
const productId = (n) => `('00000000-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;


// Indexes are built once after the rows are in, which is many times faster than keeping them up row by row.
// Those behind constraints (primary and unique keys) stay: the ids and slugs arrive in their order.
async function withoutIndexes(table, fill) {
  const { rows } = await client.query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.tablename = $1 AND NOT EXISTS (SELECT FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [table],
  );
  for (const { indexname } of rows) await client.query(`DROP INDEX ${indexname}`);
  try {
    await fill();
  } finally {
    say(`  rebuilding ${rows.length} indexes of ${table}...`);
    for (const { indexdef } of rows) await client.query(indexdef);
  }
}

// One transaction: a seed that stops half-way leaves nothing behind. The products' triggers (counts,
// title words) and the keys' stock trigger would run once per row: they are off while the rows go in,
// each product's stock is written with it, and the counts and words are rebuilt once at the end.
await client.query('BEGIN');
await client.query('ALTER TABLE products DISABLE TRIGGER USER');
await client.query('ALTER TABLE product_keys DISABLE TRIGGER product_keys_stock');

say(`Generating ${products.toLocaleString('en-US')} products...`);
await withoutIndexes('products', () => client.query(
  `WITH vocabulary AS (SELECT ARRAY['ka','ro','mi','zen','tor','vel','dra','gon','shi','nu','lar','qua','fen','bri','sto','mar'] AS syllable),
        platforms AS (SELECT ARRAY['PC','Steam','PlayStation','Xbox','Nintendo'] AS name,
                             ARRAY['pc-games','steam-keys','playstation','xbox','nintendo'] AS category,
                             ARRAY['Steam','Steam','PlayStation Store','Microsoft Store','Nintendo eShop'] AS activation),
        genres AS (SELECT ARRAY['Action','Adventure','RPG','Strategy','Shooter','Simulation','Racing','Puzzle','Indie','Platformer'] AS name),
        generated AS (
          SELECT n, 200 + abs(hashint4(n)) % 9800 AS list_price, (ARRAY[0,0,10,25,50,75])[1 + n % 6] AS discount, 1 + n % 5 AS platform,
                 (SELECT string_agg(initcap(syllable[1 + abs(hashint4(n * 3 + w)) % 16] || syllable[1 + abs(hashint4(n * 5 + w)) % 16]
                                    || syllable[1 + abs(hashint4(n * 7 + w)) % 16]), ' ')
                  FROM generate_series(1, 3) w) AS name
          FROM vocabulary, generate_series(1, $1::int) n)
   INSERT INTO products (id, name, slug, price_cents, original_price_cents, discount_percent, platform, activation_platform, genres,
                         category_id, popularity, release_date, created_at, updated_at, image, source, external_id, description, stock)
   SELECT ${productId('n')}, g.name || ' ' || n, 'scale-' || n, g.list_price * (100 - g.discount) / 100,
          CASE WHEN g.discount > 0 THEN g.list_price END, g.discount, platforms.name[g.platform], platforms.activation[g.platform],
          ARRAY[genres.name[1 + abs(hashint4(n * 11)) % 10], genres.name[1 + abs(hashint4(n * 13 + 1)) % 10]],
          (SELECT id FROM categories WHERE slug = platforms.category[g.platform]), abs(hashint4(n + 1)) % 100000,
          date '2015-01-01' + n % 4000, now() - make_interval(mins => n % 500000), now(),
          '/media/covers/scale-' || n || '.svg', 'scale', n::text, 'A generated game for measuring the store at a marketplace''s size.',
          CASE WHEN n % 10 <> 0 THEN $2::int ELSE 0 END
   FROM generated g, platforms, genres`,
  [products, keysPerProduct],
));
say(`  done in ${seconds()}`);

say(`Generating ${Math.round((products * 0.9 * keysPerProduct) / 1e6)} million keys...`);
await withoutIndexes('product_keys', () => client.query(
  `INSERT INTO product_keys (id, product_id, code_encrypted, code_hash, data_key_id, created_at)
   SELECT ('00000001-' || lpad(to_hex(n / 65536), 4, '0') || '-4000-8000-' || lpad(to_hex((n % 65536) * 16 + k), 12, '0'))::uuid,
          ${productId('n')}, '\\x00'::bytea, decode(lpad(to_hex(n::bigint * 16 + k), 64, '0'), 'hex'),
          (SELECT id FROM data_keys WHERE purpose = 'product-keys' ORDER BY created_at LIMIT 1), now() - make_interval(secs => k)
   FROM generate_series(1, $1::int) n, generate_series(1, $2::int) k
   WHERE n % 10 <> 0`,
  [products, keysPerProduct],
));
say(`  done in ${seconds()}`);

await client.query('SELECT catalog_counts_rebuild(), search_words_rebuild()');
await client.query('ALTER TABLE product_keys ENABLE TRIGGER product_keys_stock');
await client.query('ALTER TABLE products ENABLE TRIGGER USER');
await client.query('COMMIT');
say('Analysing...');
await client.query('VACUUM ANALYZE products');
await client.query('VACUUM ANALYZE product_keys');
await client.query('VACUUM ANALYZE search_words');
await client.query('VACUUM ANALYZE catalog_counts');
say(`Scale catalogue ready in ${seconds()}.`);
await client.end();
