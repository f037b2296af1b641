import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { AdminProductReviewsController } from './admin-product-reviews.controller.js';
import { ProductReviewsAdminService } from './product-reviews-admin.service.js';
import { ProductReviewsController } from './product-reviews.controller.js';
import { ProductReviewsRepository } from './product-reviews.repository.js';
import { ProductReviewsService } from './product-reviews.service.js';

/** Verified-buyer reviews of products, and the admins' hiding of abusive ones. The product page reads them through ProductReviewsService. */
@Module({
  imports: [AuthModule, AuditModule],
  controllers: [ProductReviewsController, AdminProductReviewsController],
  providers: [ProductReviewsRepository, ProductReviewsService, ProductReviewsAdminService],
  exports: [ProductReviewsService],
})
export class ProductReviewsModule {}
