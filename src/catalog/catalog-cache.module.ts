import { Module } from '@nestjs/common';
import { CatalogCacheService } from './catalog-cache.service.js';

/** The catalogue cache alone, for modules that write the catalogue without serving it (workers). */
@Module({ providers: [CatalogCacheService], exports: [CatalogCacheService] })
export class CatalogCacheModule {}
