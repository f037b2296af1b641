import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CreditLedgerModule } from '../credits/credit-ledger.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { ProductReviewsModule } from '../product-reviews/product-reviews.module.js';
import { ResponseCache } from '../response-cache/response-cache.js';
import { AccountPageService } from './account-page.service.js';
import { SsrRenderer } from './ssr.renderer.js';
import { SuppliersCoreModule } from '../suppliers/suppliers.module.js';

/** Server-side rendering of the store's pages; loaded in the web role only. */
@Module({ imports: [CatalogModule, AuthModule, CreditLedgerModule, ProfilesModule, OrdersModule, ProductReviewsModule, SuppliersCoreModule], providers: [SsrRenderer, AccountPageService, ResponseCache], exports: [SsrRenderer, ResponseCache] })
export class SsrModule {}
