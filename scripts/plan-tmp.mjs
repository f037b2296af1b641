// Prints EXPLAIN ANALYZE of the listing statements as the app builds them.
import pg from 'pg';
import { buildProductFilter, buildCountsFilter, countedByDimensions } from '../dist/src/catalog/product-filters.js';
const db = new pg.Client({ connectionString: process.env.DB });
await db.connect();
const q = JSON.parse(process.argv[2]);
const { where, params } = buildProductFilter(q);
const total = countedByDimensions(q) ? `SELECT coalesce(sum(k.products),0)::int AS total FROM catalog_counts k WHERE ${buildCountsFilter(q, undefined, params).where}` : `SELECT count(*)::int AS total FROM (SELECT FROM products p WHERE ${where} LIMIT 10001) matches`;
const sql = `SELECT matches.total, page.* FROM (${total}) matches LEFT JOIN LATERAL (SELECT p.id, p.name FROM products p LEFT JOIN categories c ON c.id = p.category_id LEFT JOIN product_review_summary s ON s.product_id = p.id WHERE ${where} ORDER BY ${q.order ?? 'lower(p.name) ASC, p.id'} LIMIT 12 OFFSET ${q.offset ?? 24}) page ON true`;
await db.query('PREPARE s AS ' + sql);
const args = params.map((p) => (Array.isArray(p) ? `ARRAY[${p.map((x) => `'${x}'`).join(',')}]::text[]` : typeof p === 'string' ? `'${p}'` : p)).join(', ');
for (let i = 0; i < (Number(process.argv[3] ?? 1)); i++) {
  const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE s${args ? `(${args})` : ''}`);
  if (i === Number(process.argv[3] ?? 1) - 1) console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
}
await db.end();
