import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { CatalogProviderAdminModule, CatalogProviderWorkerModule } from './catalog/provider/catalog-provider.module.js';
import { KeysModule } from './keys/keys.module.js';
import { ThrottlingModule } from './common/throttling/throttling.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { QueueModule } from './queue/queue.module.js';
import { RedisModule } from './redis/redis.module.js';
import { SchedulerModule } from './scheduler/scheduler.module.js';
import { SeoModule } from './seo/seo.module.js';
import { SsrModule } from './ssr/ssr.module.js';

/** The monolith; `APP_ROLE` decides whether the HTTP side, the worker side, or both are loaded. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    const web = config.runsHttp
      ? [ThrottlingModule, AuthModule, CatalogModule, CatalogProviderAdminModule, KeysModule, SeoModule, SsrModule]
      : [];
    const worker = config.runsWorkers ? [SchedulerModule, CatalogProviderWorkerModule] : [];
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, RedisModule, QueueModule, HealthModule, ...web, ...worker],
    };
  }
}
