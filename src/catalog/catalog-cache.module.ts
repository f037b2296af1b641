import { Module } from '@nestjs/common';
import { CatalogCacheRefresh } from './catalog-cache-refresh.js';
import { CatalogCacheService } from './catalog-cache.service.js';
import { StockChangesRepository } from './stock-changes.repository.js';

/** The catalogue cache, and its refresh after every committed catalogue or stock change (loaded in every role). */
@Module({ providers: [CatalogCacheService, CatalogCacheRefresh, StockChangesRepository], exports: [CatalogCacheService] })
export class CatalogCacheModule {}
