import { Module } from '@nestjs/common';
import { CatalogCacheModule } from './catalog-cache.module.js';
import { CatalogService } from './catalog.service.js';
import { CategoriesController } from './categories.controller.js';
import { CategoriesRepository } from './categories.repository.js';
import { CoverPicturesController } from './cover-pictures.controller.js';
import { CoversController } from './covers.controller.js';
import { ProductsController } from './products.controller.js';
import { ProductsRepository } from './products.repository.js';
import { ProductDiscoveryService } from './product-discovery.service.js';
import { ProductShelvesRepository } from './product-shelves.repository.js';
import { ProductSuggestionsRepository } from './product-suggestions.repository.js';
import { SlugRedirectsRepository } from './slug-redirects.repository.js';

/** Products, categories, search and the catalogue cache. */
@Module({
  imports: [CatalogCacheModule],
  controllers: [ProductsController, CategoriesController, CoversController, CoverPicturesController],
  providers: [CatalogService, ProductDiscoveryService, ProductsRepository, ProductShelvesRepository, ProductSuggestionsRepository, CategoriesRepository, SlugRedirectsRepository],
  exports: [CatalogService, ProductDiscoveryService, CatalogCacheModule],
})
export class CatalogModule {}
