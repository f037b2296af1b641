import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventBus } from '../events/event-bus.js';
import { CatalogCacheService, type CacheNamespace } from './catalog-cache.service.js';
import { StockChangesRepository } from './stock-changes.repository.js';

/**
 * Shoppers see product changes at once, and stock changes as soon as a page would show them: the
 * cached catalogue is dropped after each such change commits. A sale that leaves ten or more keys
 * changes no page, so it leaves every cached page in place.
 */
@Injectable()
export class CatalogCacheRefresh implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly cache: CatalogCacheService,
    private readonly stockChanges: StockChangesRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('keys.changed', async ({ productIds }) => {
      if (await this.stockChanges.take(productIds)) await this.drop('products');
    });
    this.events.on('product.changed', ({ categories }) => (categories ? this.drop('products', 'categories') : this.drop('products')));
  }

  private async drop(...namespaces: CacheNamespace[]): Promise<void> {
    await this.cache.invalidate(...namespaces);
    await this.events.publish('catalog.changed', {});
  }
}
