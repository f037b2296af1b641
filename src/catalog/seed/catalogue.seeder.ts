import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Seeder } from '../../database/seed.js';
import { KeyCipher } from '../../keys/key-cipher.js';
import { KeyStockService } from '../../keys/key-stock.service.js';
import { ProductKeysRepository } from '../../keys/product-keys.repository.js';
import { CATALOG_CHANGED_CHANNEL } from '../catalog-events.js';
import { slugify } from '../slug.js';
import { DEMO_CATEGORIES } from './demo-categories.js';
import { DEMO_GAMES, OUT_OF_STOCK } from './demo-games.js';

const SOURCE = 'demo';

/** Demo keys are derived from the product, so seeding again finds them already there. */
function demoKeys(slug: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const hex = createHash('sha256').update(`${slug}:${i}`).digest('hex').toUpperCase();
    return `DEMO-${hex.slice(0, 5)}-${hex.slice(5, 10)}-${hex.slice(10, 15)}`;
  });
}

/** Categories, 60+ demo games with covers drawn by the server, and keys in stock (a few sold out). */
export const catalogueSeeder: Seeder = {
  name: 'catalogue',
  async run({ dataSource, config }) {
    const stock = new KeyStockService(new KeyCipher(config.keyEncryptionKey), new ProductKeysRepository(dataSource));
    const summary = await dataSource.transaction(async (tx) => {
      for (const category of DEMO_CATEGORIES) {
        await tx.query(`INSERT INTO categories (name, slug) VALUES ($1, $2) ON CONFLICT (slug) DO NOTHING`, [category.name, category.slug]);
      }
      const categoryIds = new Map<string, string>(
        (await tx.query(`SELECT id, slug FROM categories`)).map((row: { id: string; slug: string }) => [row.slug, row.id]),
      );

      let products = 0;
      let keys = 0;
      for (const [index, [name, platform, genres, listPrice, discount, year, rating, popularity, description]] of DEMO_GAMES.entries()) {
        const slug = slugify(name);
        const originalCents = Math.round(listPrice * 100);
        const priceCents = Math.round((originalCents * (100 - discount)) / 100);
        const category = DEMO_CATEGORIES.find((c) => c.platform === platform);
        const cover = `/media/covers/${slug}.svg`;
        const inserted: { id: string }[] = await tx.query(
          `INSERT INTO products (name, slug, price_cents, original_price_cents, discount_percent, image, images, description,
             category_id, platform, genres, rating, popularity, release_date, source, external_id, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, make_date($14, 6, 1), $15, $2,
             make_timestamptz($14, 6, 1, 0, 0, 0, 'UTC') + make_interval(mins => $16))
           ON CONFLICT (source, external_id) DO NOTHING RETURNING id`,
          [
            name, slug, priceCents, discount > 0 ? originalCents : null, discount, cover,
            [cover, `${cover}?scene=1`, `${cover}?scene=2`], description, category ? categoryIds.get(category.slug) : null,
            platform, genres, rating, popularity, year, SOURCE, index,
          ],
        );
        if (!inserted.length) continue;
        products++;
        if (OUT_OF_STOCK.has(name)) continue;
        const codes = demoKeys(slug, 3 + (popularity % 6));
        const added = await stock.restock(tx, inserted[0].id, codes);
        keys += added.length;
      }
      return { products, keys };
    });
    if (summary.products > 0) await invalidateCatalogueCache(config.redisUrl);
    return `${summary.products} products and ${summary.keys} keys added`;
  },
};

/** The running store may hold cached pages of the catalogue: bump their versions (best effort). */
async function invalidateCatalogueCache(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.incr('catalog:version:products');
    await redis.incr('catalog:version:categories');
    await redis.publish(CATALOG_CHANGED_CHANNEL, 'products,categories');
  } catch {
    // Without Redis there is no cache to refresh.
  } finally {
    redis.disconnect();
  }
}
