import { DynamicModule, Module } from '@nestjs/common';
import { AdminAuditModule } from './admin-audit/admin-audit.module.js';
import { AdminDashboardModule } from './admin-dashboard/admin-dashboard.module.js';
import { AuthModule } from './auth/auth.module.js';
import { AccountLinksModule, AccountLinksWorkerModule } from './fraud/account-links.module.js';
import { AdminCatalogModule } from './catalog/admin/admin-catalog.module.js';
import { CartPricingModule } from './cart-pricing/cart-pricing.module.js';
import { CatalogCacheModule } from './catalog/catalog-cache.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { ProductImagesModule } from './catalog/images/product-images.module.js';
import { ChatModule } from './chat/chat.module.js';
import { CatalogProviderAdminModule, CatalogProviderWorkerModule } from './catalog/provider/catalog-provider.module.js';
import { ClaimsModule } from './claims/claims.module.js';
import { ContactModule } from './contact/contact.module.js';
import { CreditsModule } from './credits/credits.module.js';
import { ImportAdminModule, ImportWorkerModule } from './import/import.module.js';
import { KeysModule } from './keys/keys.module.js';
import { MailMetricsModule } from './notifications/mail-metrics.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { OrderMetricsModule } from './orders/order-metrics.js';
import { LowStockMetricsModule } from './stock-alerts/low-stock-metrics.js';
import { DevMailboxModule, NotificationsWorkerModule } from './notifications/notifications.module.js';
import { OrdersModule, OrdersWorkerModule } from './orders/orders.module.js';
import { ProfilesModule } from './profiles/profiles.module.js';
import { ProductReviewsModule } from './product-reviews/product-reviews.module.js';
import { RedeemModule } from './redeem/redeem.module.js';
import { RateLimiterModule, ThrottlingModule } from './common/throttling/throttling.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { EventsModule } from './events/events.module.js';
import { HealthModule } from './health/health.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { SandboxGatewayModule } from './payments/sandbox-gateway/sandbox-gateway.module.js';
import { AdminQueuesModule } from './admin-queues/admin-queues.module.js';
import { QueueModule } from './queue/queue.module.js';
import { RedisModule } from './redis/redis.module.js';
import { StalledJobLogModule } from './queue/stalled-job-log.js';
import { SchedulerModule } from './scheduler/scheduler.module.js';
import { SeoModule } from './seo/seo.module.js';
import { SsrModule } from './ssr/ssr.module.js';
import { StockAlertsModule, StockAlertsWorkerModule } from './stock-alerts/stock-alerts.module.js';
import { WishlistsModule, WishlistsWorkerModule } from './wishlists/wishlists.module.js';
import { SuppliersAdminModule, SuppliersCoreModule, SuppliersWorkerModule } from './suppliers/suppliers.module.js';

/** The monolith; `APP_ROLE` decides whether the HTTP side, the worker side, or both are loaded. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    // The built-in sandbox gateway is served only when it is the configured gateway.
    const payments = config.payfast.mode === 'builtin' ? [PaymentsModule, SandboxGatewayModule] : [PaymentsModule];
    // The development mailbox shows customers' mail: never served in production.
    const devMailbox = config.isProduction ? [] : [DevMailboxModule];
    const web = config.runsHttp
      ? [ThrottlingModule, AuthModule, ProfilesModule, CreditsModule, OrdersModule, RedeemModule, ClaimsModule, CatalogModule, CatalogProviderAdminModule, ImportAdminModule, AdminQueuesModule, CartPricingModule, KeysModule, AdminCatalogModule, ProductImagesModule, StockAlertsModule, SuppliersAdminModule, ProductReviewsModule, AccountLinksModule, WishlistsModule, AdminAuditModule, AdminDashboardModule, ...payments, ...devMailbox, ContactModule, ChatModule, SeoModule, SsrModule]
      : [];
    const worker = config.runsWorkers ? [SchedulerModule, CatalogProviderWorkerModule, OrdersWorkerModule, NotificationsWorkerModule, ImportWorkerModule, StockAlertsWorkerModule, WishlistsWorkerModule, SuppliersWorkerModule, AccountLinksWorkerModule, StalledJobLogModule] : [];
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, EventsModule, RedisModule, QueueModule, RateLimiterModule, CatalogCacheModule, HealthModule, MetricsModule, OrderMetricsModule, MailMetricsModule, LowStockMetricsModule, SuppliersCoreModule, ...web, ...worker],
    };
  }
}
