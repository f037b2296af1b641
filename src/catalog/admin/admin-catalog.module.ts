import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module.js';
import { CatalogCacheModule } from '../catalog-cache.module.js';
import { AdminProductsController } from './admin-products.controller.js';
import { AdminProductsRepository } from './admin-products.repository.js';
import { AdminProductsService } from './admin-products.service.js';

/** The admin console's products: the list with stock, and edits of price, discount, visibility and category. */
@Module({
  imports: [CatalogCacheModule, AuditModule],
  controllers: [AdminProductsController],
  providers: [AdminProductsRepository, AdminProductsService],
})
export class AdminCatalogModule {}
