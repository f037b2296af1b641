import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module.js';
import { CatalogCacheModule } from '../catalog-cache.module.js';
import { AdminProductsController } from './admin-products.controller.js';
import { AdminProductsRepository } from './admin-products.repository.js';
import { AdminProductsService } from './admin-products.service.js';
import { AdminProductImages } from './admin-product-images.service.js';
import { ProductImagesModule } from '../images/product-images.module.js';

/** The admin console's products: the list with stock and drafts, creation, edits of every field, images, and publishing. */
@Module({
  imports: [CatalogCacheModule, AuditModule, ProductImagesModule],
  controllers: [AdminProductsController],
  providers: [AdminProductsRepository, AdminProductsService, AdminProductImages],
})
export class AdminCatalogModule {}
