import { Module } from '@nestjs/common';
import { CatalogCacheService } from './catalog-cache.service.js';
import { CatalogService } from './catalog.service.js';
import { CategoriesController } from './categories.controller.js';
import { CategoriesRepository } from './categories.repository.js';
import { CoversController } from './covers.controller.js';
import { ProductsController } from './products.controller.js';
import { ProductsRepository } from './products.repository.js';

/** Products, categories, search and the catalogue cache. */
@Module({
  controllers: [ProductsController, CategoriesController, CoversController],
  providers: [CatalogService, CatalogCacheService, ProductsRepository, CategoriesRepository],
  exports: [CatalogService, CatalogCacheService],
})
export class CatalogModule {}
