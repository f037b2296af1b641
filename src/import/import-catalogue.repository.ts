import { activationPlatformFrom } from '#contracts/activation-platform.constants';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { slugify } from '../catalog/slug.js';
import { SlugAllocator } from '../catalog/provider/slug-allocator.js';
import { type ImportedGame, importedPriceCents, PLATFORM_CATEGORIES } from './imported-game.js';

/** What writing one game did: a new product, a known product that gained this source, or a refresh. */
export type GameWrite = 'created' | 'linked' | 'refreshed';

const MAX_IMAGES = 10;
const MAX_GENRES = 8;

/**
 * The catalogue writes of an import, inside the caller's transaction. A game is found by its source
 * and id first, then by its normalised title (so a game both sources know is one product); a found
 * product only gains what it lacks or what is richer (longer description, more images and genres, a
 * rating, a release date, a developer, publisher, age rating and requirements). Price, discount,
 * stock, name, slug, category and the active flag of an existing product are never written. A new
 * product arrives as a hidden draft, its price only a suggestion until an admin sets one.
 */
@Injectable()
export class ImportCatalogueRepository {
  /** Serialises imports' writes with each other for the rest of the transaction. */
  async lock(tx: EntityManager): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('game-import'))`);
  }

  /** Product ids already imported from `source`, by their external id. */
  async knownIds(tx: EntityManager, source: ImportedGame['source'], externalIds: string[]): Promise<Set<string>> {
    const rows: { external_id: string }[] = await tx.query(`SELECT external_id FROM product_sources WHERE source = $1 AND external_id = ANY($2::text[])`, [
      source,
      externalIds,
    ]);
    return new Set(rows.map((row) => row.external_id));
  }

  async write(tx: EntityManager, games: ImportedGame[], now = Date.now()): Promise<Record<GameWrite, number>> {
    const counts: Record<GameWrite, number> = { created: 0, linked: 0, refreshed: 0 };
    if (games.length === 0) return counts;
    const slugs = new SlugAllocator((await tx.query(`SELECT slug FROM products`)).map((row: { slug: string }) => row.slug));
    const categories = new Map<string, string>();
    for (const game of games) {
      const [bySource] = await tx.query(`SELECT product_id FROM product_sources WHERE source = $1 AND external_id = $2`, [game.source, game.externalId]);
      if (bySource) {
        await this.enrich(tx, bySource.product_id, game);
        await tx.query(`UPDATE product_sources SET updated_at = now() WHERE source = $1 AND external_id = $2`, [game.source, game.externalId]);
        counts.refreshed += 1;
        continue;
      }
      const [byTitle] = await tx.query(`SELECT id FROM products WHERE title_key(name) = title_key($1) ORDER BY created_at, id LIMIT 1`, [game.name]);
      const productId: string = byTitle ? byTitle.id : await this.create(tx, game, slugs.claim(slugify(game.name)), await this.categoryOf(tx, game.platform, categories), now);
      if (byTitle) await this.enrich(tx, productId, game);
      await tx.query(`INSERT INTO product_sources (source, external_id, product_id) VALUES ($1, $2, $3)`, [game.source, game.externalId, productId]);
      counts[byTitle ? 'linked' : 'created'] += 1;
    }
    return counts;
  }

  /**
   * A new product: a hidden draft (never published, its price not set) at the suggested import price,
   * without stock until keys are added; a key, activated where its platform plainly says.
   */
  private async create(tx: EntityManager, game: ImportedGame, slug: string, categoryId: string, now: number): Promise<string> {
    const [row] = await tx.query(
      `INSERT INTO products (name, slug, price_cents, image, images, description, category_id, platform, genres, rating, popularity, release_date, source, external_id,
         activation_platform, developer, publisher, age_rating, system_requirements, active, published_at, price_set_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, false, NULL, NULL) RETURNING id`,
      [
        game.name, slug, importedPriceCents(game, now), game.image, game.images.slice(0, MAX_IMAGES), game.description, categoryId, game.platform,
        game.genres.slice(0, MAX_GENRES), game.rating, game.popularity, game.releaseDate, game.source, game.externalId, activationPlatformFrom(game.platform),
        game.developer, game.publisher, game.ageRating, game.systemRequirements,
      ],
    );
    return row.id;
  }

  /** Adds to a known product what it lacks or what this source has richer; leaves the rest alone. */
  private async enrich(tx: EntityManager, productId: string, game: ImportedGame): Promise<void> {
    await tx.query(
      `UPDATE products SET
         description = CASE WHEN length($2) > length(description) THEN $2 ELSE description END,
         image = coalesce(image, $3),
         images = ARRAY(SELECT url FROM unnest(images || $4::text[]) WITH ORDINALITY AS t(url, n) GROUP BY url ORDER BY min(n) LIMIT ${MAX_IMAGES}),
         genres = ARRAY(SELECT genre FROM unnest(genres || $5::text[]) WITH ORDINALITY AS t(genre, n) GROUP BY genre ORDER BY min(n) LIMIT ${MAX_GENRES}),
         rating = coalesce(rating, $6),
         release_date = coalesce(release_date, $7::date),
         popularity = greatest(popularity, $8),
         developer = coalesce(developer, $9),
         publisher = coalesce(publisher, $10),
         age_rating = coalesce(age_rating, $11),
         system_requirements = coalesce(system_requirements, $12),
         updated_at = now()
       WHERE id = $1`,
      [productId, game.description, game.image, game.images, game.genres, game.rating, game.releaseDate, game.popularity, game.developer, game.publisher, game.ageRating, game.systemRequirements],
    );
  }

  /** The category of a platform's games, made on first use when the store has none. */
  private async categoryOf(tx: EntityManager, platform: string, cache: Map<string, string>): Promise<string> {
    const wanted = PLATFORM_CATEGORIES[platform] ?? PLATFORM_CATEGORIES.PC;
    const known = cache.get(wanted.slug);
    if (known) return known;
    const [row] = await tx.query(
      `WITH made AS (INSERT INTO categories (name, slug, source) VALUES ($1, $2, 'import') ON CONFLICT (slug) DO NOTHING RETURNING id)
       SELECT id FROM made UNION ALL SELECT id FROM categories WHERE slug = $2 LIMIT 1`,
      [wanted.name, wanted.slug],
    );
    cache.set(wanted.slug, row.id);
    return row.id;
  }
}
