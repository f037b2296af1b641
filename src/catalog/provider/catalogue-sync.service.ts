import { activationPlatformFrom } from '#contracts/activation-platform.constants';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { EventBus } from '../../events/event-bus.js';
import { slugify } from '../slug.js';
import { CatalogSyncRunsRepository, type SyncCounts } from './catalog-sync-runs.repository.js';
import { ProviderCatalogueClient, type ProviderListing } from './provider-catalogue.client.js';
import { type LocalCategory, PROVIDER_SOURCE, ProviderCatalogueRepository, type ProductUpsert } from './provider-catalogue.repository.js';
import type { ProviderCategory, ProviderProduct } from './provider-items.js';
import { SlugAllocator } from './slug-allocator.js';
import { Transactions } from '../../events/transactions.js';

const UPSERT_BATCH = 1_000;

/**
 * Brings the provider's catalogue into ours. Everything is read first; then one transaction writes
 * it all, so a sync that fails anywhere leaves the catalogue exactly as it was. Products are matched
 * on (source 'provider', external id); categories on that or on their slug. Stock is never written
 * (it counts our own keys), products of other sources are never touched, and a product the provider
 * no longer lists is deactivated only by a pass that read every page.
 */
@Injectable()
export class CatalogueSyncService {
  private readonly logger = new Logger(CatalogueSyncService.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly client: ProviderCatalogueClient,
    private readonly catalogue: ProviderCatalogueRepository,
    private readonly runs: CatalogSyncRunsRepository,
    private readonly events: EventBus,
  ) {}

  /** Runs the queued sync `runId` and records its outcome; a run that already finished is not run again. */
  async run(runId: string): Promise<void> {
    if (!(await this.runs.markRunning(runId))) {
      this.logger.log(`Catalogue sync ${runId} has already finished`);
      return;
    }
    try {
      const categories = await this.client.categories();
      const products = await this.client.products();
      this.reportSkipped([
        ...categories.skipped.map((item) => ({ ...item, kind: 'category' })),
        ...products.skipped.map((item) => ({ ...item, kind: 'product' })),
      ]);
      const counts = await this.transactions.run(async (tx) => {
        const written = await this.write(tx, categories, products);
        // A sync may touch the whole catalogue: no product list, the cached catalogue is dropped as a whole.
        await this.events.publish('product.changed', { productIds: [], categories: true }, tx);
        return written;
      });
      await this.runs.markSucceeded(runId, counts);
      this.logger.log(
        `Catalogue sync ${runId}: ${counts.productsCreated} products created, ${counts.productsUpdated} updated, ` +
          `${counts.productsDeactivated} deactivated, ${counts.itemsSkipped} items skipped`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.runs.markFailed(runId, message);
      this.logger.warn(`Catalogue sync ${runId} failed: ${message}`);
      throw error;
    }
  }

  private async write(
    tx: EntityManager,
    categories: ProviderListing<ProviderCategory>,
    products: ProviderListing<ProviderProduct>,
  ): Promise<SyncCounts> {
    await this.catalogue.lockSync(tx);
    const counts: SyncCounts = {
      categoriesCreated: 0,
      categoriesUpdated: 0,
      productsCreated: 0,
      productsUpdated: 0,
      productsUnchanged: 0,
      productsDeactivated: 0,
      itemsSkipped: categories.skipped.length + products.skipped.length,
    };
    const categoryOf = await this.writeCategories(tx, categories.items, counts);

    const refs = await this.catalogue.productRefs(tx);
    const slugs = new SlugAllocator(refs.map((ref) => ref.slug));
    const ownSlugs = new Map(refs.filter((ref) => ref.source === PROVIDER_SOURCE).map((ref) => [ref.external_id, ref.slug]));
    const rows: ProductUpsert[] = [];
    const written = new Set<string>();
    for (const product of products.items) {
      if (written.has(product.id)) continue; // listed twice when the catalogue shifted between pages
      written.add(product.id);
      const current = ownSlugs.get(product.id);
      rows.push({
        external_id: product.id,
        name: product.name,
        slug: current ? slugs.keepOrClaim(current, product.slug) : slugs.claim(product.slug),
        price_cents: product.priceCents,
        original_price_cents: product.originalPriceCents,
        discount_percent: product.discountPercent,
        image: product.image,
        images: product.images,
        description: product.description,
        category_id: categoryOf(product),
        platform: product.platform,
        region: product.region,
        activation_platform: activationPlatformFrom(product.platform),
      });
    }
    for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
      const { created, updated } = await this.catalogue.upsertProducts(tx, rows.slice(start, start + UPSERT_BATCH));
      counts.productsCreated += created;
      counts.productsUpdated += updated;
    }
    counts.productsUnchanged = rows.length - counts.productsCreated - counts.productsUpdated;
    counts.productsDeactivated = await this.catalogue.deactivateMissing(tx, products.ids);
    return counts;
  }

  /**
   * Creates the provider's new categories and updates the ones it owns. A provider category whose
   * slug a local category already has is matched to that one, which stays as the store named it.
   * Answers how to find a product's local category: by the provider's category id, else by name.
   */
  private async writeCategories(
    tx: EntityManager,
    categories: ProviderCategory[],
    counts: SyncCounts,
  ): Promise<(product: ProviderProduct) => string | null> {
    const local = await this.catalogue.categories(tx);
    const bySlug = new Map(local.map((row) => [row.slug, row]));
    const owned = new Map(local.filter((row) => row.source === PROVIDER_SOURCE).map((row) => [row.external_id, row]));
    const localIdOf = new Map<string, string>();
    const mine: { category: ProviderCategory; row: LocalCategory; created: boolean }[] = [];

    for (const category of categories) {
      if (localIdOf.has(category.id)) continue;
      const own = owned.get(category.id);
      const matched = own ?? bySlug.get(category.slug);
      if (matched) {
        localIdOf.set(category.id, matched.id);
        if (own) mine.push({ category, row: own, created: false });
        continue;
      }
      const { name, slug, image } = category;
      const row = await this.catalogue.insertCategory(tx, { name, slug, image, externalId: category.id });
      counts.categoriesCreated++;
      bySlug.set(row.slug, row);
      localIdOf.set(category.id, row.id);
      mine.push({ category, row, created: true });
    }

    // Parents may be listed after their children, so they are set once every category has an id.
    for (const { category, row, created } of mine) {
      const slugOwner = bySlug.get(category.slug);
      const slug = !slugOwner || slugOwner.id === row.id ? category.slug : row.slug;
      const parentId = category.parentId ? (localIdOf.get(category.parentId) ?? null) : null;
      const changed = await this.catalogue.updateCategory(tx, row.id, { name: category.name, slug, image: category.image, parentId });
      if (changed && !created) counts.categoriesUpdated++;
      bySlug.set(slug, row);
    }

    const byName = new Map<string, string>();
    for (const category of categories) byName.set(category.name.toLowerCase(), localIdOf.get(category.id)!);
    for (const row of local) if (!byName.has(row.name.toLowerCase())) byName.set(row.name.toLowerCase(), row.id);
    return (product) =>
      (product.categoryId ? localIdOf.get(product.categoryId) : undefined) ??
      (product.categoryName ? (byName.get(product.categoryName.toLowerCase()) ?? bySlug.get(slugify(product.categoryName))?.id) : undefined) ??
      null;
  }

  private reportSkipped(skipped: { kind: string; id: string | null; reason: string }[]): void {
    if (skipped.length === 0) return;
    const examples = skipped.slice(0, 5).map((item) => `${item.kind} ${item.id ?? '(no id)'}: ${item.reason}`);
    this.logger.warn(`Catalogue sync skipped ${skipped.length} malformed item(s): ${examples.join('; ')}${skipped.length > 5 ? '; …' : ''}`);
  }
}
