// Usage: DATABASE_URL=... node scripts/bench/seed-products.js [count]   (normally through `npm run bench`)
// Tops the bench database up to `count` active products (default 5,000) with generated games spread
// over the demo categories, platforms, genres and prices, so listings are measured at a real size.
import pg from 'pg';

const target = Number(process.argv[2] ?? 5000);
const PLATFORMS = [['PC', 'pc-games'], ['Steam', 'steam-keys'], ['PlayStation', 'playstation'], ['Xbox', 'xbox'], ['Nintendo', 'nintendo']];
const GENRES = ['Action', 'Adventure', 'RPG', 'Strategy', 'Shooter', 'Simulation', 'Racing', 'Puzzle', 'Indie', 'Platformer'];
const WORDS = ['Shadow', 'Iron', 'Star', 'Crystal', 'Frontier', 'Legend', 'Empire', 'Storm', 'Quest', 'Realm', 'Echo', 'Nova'];

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const [{ count }] = (await client.query(`SELECT count(*)::int AS count FROM products WHERE active`)).rows;
const categories = new Map((await client.query(`SELECT id, slug FROM categories`)).rows.map((row) => [row.slug, row.id]));
const rows = [];
for (let i = 0; i < target - count; i++) {
  const [platform, category] = PLATFORMS[i % PLATFORMS.length];
  const name = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i + 1}`;
  const original = 200 + ((i * 7919) % 9800);
  const discount = [0, 0, 10, 25, 50, 75][i % 6];
  rows.push([name, `bench-${i + 1}`, Math.round((original * (100 - discount)) / 100), discount ? original : null, discount,
    platform, [GENRES[i % GENRES.length], GENRES[(i * 3 + 1) % GENRES.length]], categories.get(category) ?? null, (i * 37) % 1000, String(i + 1),
    `/media/covers/bench-${i + 1}.svg`]);
}
for (let start = 0; start < rows.length; start += 500) {
  const batch = rows.slice(start, start + 500);
  const columns = ['name', 'slug', 'price_cents', 'original_price_cents', 'discount_percent', 'platform', 'genres', 'category_id', 'popularity', 'external_id', 'image'];
  const values = batch.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')}, 'bench', 'A generated game for measuring the store.')`);
  await client.query(
    `INSERT INTO products (${columns.join(', ')}, source, description) VALUES ${values.join(', ')} ON CONFLICT DO NOTHING`,
    batch.flat(),
  );
}
await client.query('ANALYZE products');
await client.end();
console.log(`Bench catalogue: ${Math.max(count, target)} active products`);
