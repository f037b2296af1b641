import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventBus } from '../events/event-bus.js';
import { CatalogCacheService } from './catalog-cache.service.js';

/** Shoppers see stock and product changes at once: the cached catalogue is dropped after each one commits. */
@Injectable()
export class CatalogCacheRefresh implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly cache: CatalogCacheService,
  ) {}

  onModuleInit(): void {
    this.events.on('keys.changed', () => this.cache.invalidate('products'));
    this.events.on('product.changed', ({ categories }) => (categories ? this.cache.invalidate('products', 'categories') : this.cache.invalidate('products')));
  }
}
