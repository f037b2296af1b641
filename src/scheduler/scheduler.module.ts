import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogProviderWorkerModule } from '../catalog/provider/catalog-provider.module.js';
import { ImportWorkerModule } from '../import/import.module.js';
import { NotificationsWorkerModule } from '../notifications/notifications.module.js';
import { OrdersWorkerModule } from '../orders/orders.module.js';
import { StockAlertsWorkerModule } from '../stock-alerts/stock-alerts.module.js';
import { WishlistsWorkerModule } from '../wishlists/wishlists.module.js';
import { SuppliersWorkerModule } from '../suppliers/suppliers.module.js';
import { RetentionModule } from './retention.module.js';
import { HeartbeatService } from './heartbeat.service.js';
import { ScheduledRun } from './scheduled-run.entity.js';
import { scheduleOwnersProvider, Scheduler } from './scheduler.service.js';
import { SchedulerLockService } from './scheduler-lock.service.js';
import { SystemProcessor } from './system.processor.js';

/**
 * The scheduled jobs (SCHEDULES) and the system queue's processor: loaded only in the roles that run
 * workers. It imports the modules whose services the jobs run; they never import it.
 */
@Module({
  imports: [
    ScheduleModule.forRoot(),
    TypeOrmModule.forFeature([ScheduledRun]),
    CatalogProviderWorkerModule,
    ImportWorkerModule,
    NotificationsWorkerModule,
    OrdersWorkerModule,
    StockAlertsWorkerModule,
    WishlistsWorkerModule,
    SuppliersWorkerModule,
    RetentionModule,
  ],
  providers: [SchedulerLockService, HeartbeatService, scheduleOwnersProvider, Scheduler, SystemProcessor],
})
export class SchedulerModule {}
