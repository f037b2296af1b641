import { Redis } from 'ioredis';
import { activationPlatformFrom } from '#contracts/activation-platform.constants';
import type { RedisConnection } from '../../config/redis-config.js';
import type { Seeder } from '../../database/seed.js';
import { redisOptions } from '../../redis/redis-options.js';
import { catalogChangedChannel } from '../catalog-events.js';
import { slugify } from '../slug.js';
import { DEMO_CATEGORIES } from './demo-categories.js';
import { DEMO_GAMES } from './demo-games.js';

/** Where the demo products come from: their `external_id` is their slug. */
export const DEMO_SOURCE = 'demo';

/** The store's categories (the footer links to them): the one thing production seeds. */
export const categoriesSeeder: Seeder = {
  name: 'categories',
  async run({ dataSource, config }) {
    let added = 0;
    for (const category of DEMO_CATEGORIES) {
      const inserted = await dataSource.query(`INSERT INTO categories (name, slug) VALUES ($1, $2) ON CONFLICT (slug) DO NOTHING RETURNING id`, [category.name, category.slug]);
      added += inserted.length;
    }
    if (added > 0) await invalidateCatalogueCache(config.redis);
    return `${added} categories added`;
  },
};

/**
 * 60+ demo games with covers drawn by the server, in the categories above; their keys are the keys
 * module's seeder's. Every demo game is a key (the default delivery kind), activated where its platform says.
 */
export const catalogueSeeder: Seeder = {
  name: 'catalogue',
  async run({ dataSource, config }) {
    const products = await dataSource.transaction(async (tx) => {
      const categoryIds = new Map<string, string>(
        (await tx.query(`SELECT id, slug FROM categories`)).map((row: { id: string; slug: string }) => [row.slug, row.id]),
      );
      let products = 0;
      for (const [index, [name, platform, genres, listPrice, discount, year, popularity, description]] of DEMO_GAMES.entries()) {
        const slug = slugify(name);
        const originalCents = Math.round(listPrice * 100);
        const priceCents = Math.round((originalCents * (100 - discount)) / 100);
        const category = DEMO_CATEGORIES.find((c) => c.platform === platform);
        const cover = `/media/covers/${slug}.svg`;
        const inserted: { id: string }[] = await tx.query(
          `INSERT INTO products (name, slug, price_cents, original_price_cents, discount_percent, image, images, description,
             category_id, platform, genres, popularity, release_date, source, external_id, created_at, activation_platform)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, make_date($13, 6, 1), $14, $2,
             make_timestamptz($13, 6, 1, 0, 0, 0, 'UTC') + make_interval(mins => $15), $16)
           ON CONFLICT (source, external_id) DO NOTHING RETURNING id`,
          [
            name, slug, priceCents, discount > 0 ? originalCents : null, discount, cover,
            [cover, `${cover}?scene=1`, `${cover}?scene=2`], description, category ? categoryIds.get(category.slug) : null,
            platform, genres, popularity, year, DEMO_SOURCE, index, activationPlatformFrom(platform),
          ],
        );
        if (inserted.length) products++;
      }
      return products;
    });
    if (products > 0) await invalidateCatalogueCache(config.redis);
    return `${products} products added`;
  },
};

/** The running store may hold cached pages of the catalogue: bump their versions (best effort). */
export async function invalidateCatalogueCache(connection: RedisConnection): Promise<void> {
  const redis = new Redis({ ...redisOptions(connection), lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.incr('catalog:version:products');
    await redis.incr('catalog:version:categories');
    await redis.publish(catalogChangedChannel(redis), 'products,categories');
  } catch {
    // Without Redis there is no cache to refresh.
  } finally {
    redis.disconnect();
  }
}
