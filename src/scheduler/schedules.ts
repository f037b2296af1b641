import { CatalogueSyncRequests } from '../catalog/provider/catalogue-sync-requests.service.js';
import { ProviderTokenService } from '../catalog/provider/provider-token.service.js';
import type { AppConfig } from '../config/app-config.js';
import { ImportScheduleService } from '../import/import-schedule.service.js';
import { MailDeliveryService } from '../notifications/mail-delivery.service.js';
import { FulfilmentQueue } from '../orders/fulfilment-queue.js';
import { OrderExpiryService } from '../orders/order-expiry.service.js';
import { StockAlertMailer } from '../stock-alerts/stock-alert-mails.service.js';
import { ProductAlerts } from '../wishlists/product-alerts.service.js';
import { RestockChecks } from '../suppliers/restock-checks.js';
import { PreOrderRelease } from '../orders/pre-order-release.service.js';
import { HeartbeatService } from './heartbeat.service.js';
import { HEARTBEAT_TASK, RETENTION_TASK } from './heartbeat.job.js';
import { schedule } from './schedule.js';

const hasCatalogProvider = (config: AppConfig) => config.catalogProvider !== null;

/** Every scheduled job of the store; the Scheduler runs them in the roles that run workers, each tick once across them. */
export const SCHEDULES = [
  schedule({
    name: HEARTBEAT_TASK,
    setting: 'HEARTBEAT_CRON',
    cron: (config) => config.heartbeatCron,
    owner: HeartbeatService,
    run: (heartbeat, tickAt) => heartbeat.queueBeat(tickAt),
  }),
  schedule({
    name: RETENTION_TASK,
    setting: 'RETENTION_CRON',
    cron: (config) => config.retention.cron,
    owner: HeartbeatService,
    run: (system, tickAt) => system.queueRetention(tickAt),
  }),
  schedule({
    name: 'order-expiry',
    setting: 'ORDER_EXPIRY_CRON',
    cron: (config) => config.orderExpiryCron,
    owner: OrderExpiryService,
    run: (expiry, tickAt) => expiry.queueCancelExpired(tickAt),
  }),
  schedule({
    name: 'order-fulfilment-sweep',
    setting: 'ORDER_EXPIRY_CRON',
    cron: (config) => config.orderExpiryCron,
    owner: FulfilmentQueue,
    run: (fulfilment, tickAt) => fulfilment.queueSweep(tickAt),
  }),
  schedule({
    name: 'pre-order-release',
    setting: 'PRE_ORDER_RELEASE_CRON',
    cron: (config) => config.preOrderReleaseCron,
    owner: PreOrderRelease,
    run: (release, tickAt) => release.queueRelease(tickAt),
  }),
  schedule({
    name: 'supplier-restock-sweep',
    setting: 'ORDER_EXPIRY_CRON',
    cron: (config) => config.orderExpiryCron,
    needs: (config) => config.wholesaler !== null,
    owner: RestockChecks,
    run: (checks, tickAt) => checks.queueSweep(tickAt),
  }),
  schedule({
    name: 'mail-sweep',
    setting: 'MAIL_SWEEP_CRON',
    cron: (config) => config.mail.sweepCron,
    owner: MailDeliveryService,
    run: (delivery, tickAt) => delivery.queueSweep(tickAt),
  }),
  schedule({
    name: 'stock-alerts',
    setting: 'STOCK_ALERT_CRON',
    cron: (config) => config.stockAlertCron,
    owner: StockAlertMailer,
    run: (mailer, tickAt) => mailer.queueMailing(tickAt),
  }),
  schedule({
    name: 'back-in-stock-sweep',
    setting: 'STOCK_ALERT_CRON',
    cron: (config) => config.stockAlertCron,
    owner: ProductAlerts,
    run: (alerts, tickAt) => alerts.queueSweep(tickAt),
  }),
  schedule({
    name: 'game-import-schedule',
    setting: 'IMPORT_SCHEDULE_CHECK_CRON',
    cron: (config) => config.gameImports.scheduleCheckCron,
    owner: ImportScheduleService,
    run: (importSchedule) => importSchedule.startDueImport(),
  }),
  schedule({
    name: 'catalog-sync',
    setting: 'CATALOG_SYNC_CRON',
    cron: (config) => config.catalogSyncCron,
    needs: hasCatalogProvider,
    owner: CatalogueSyncRequests,
    run: (requests, tickAt) => requests.requestScheduled(tickAt),
  }),
  schedule({
    name: 'catalog-provider-token-refresh',
    setting: null,
    // Every 30 seconds: a token is renewed in the last minute of its life, so no expiry slips between two ticks.
    cron: () => '*/30 * * * * *',
    needs: hasCatalogProvider,
    owner: ProviderTokenService,
    run: (tokens, tickAt) => tokens.queueRefresh(tickAt),
  }),
];
