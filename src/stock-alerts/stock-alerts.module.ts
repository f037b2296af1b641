import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { AdminStockAlertsController } from './admin-stock-alerts.controller.js';
import { StockAlertMailer } from './stock-alert-mails.service.js';
import { StockAlertsProcessor } from './stock-alerts.processor.js';
import { StockAlertsRepository } from './stock-alerts.repository.js';
import { StockAlertsService } from './stock-alerts.service.js';

/** The stock alerts' table, shared by the admin console and the mailer. */
@Module({ providers: [StockAlertsRepository], exports: [StockAlertsRepository] })
export class StockAlertsCoreModule {}

/** Low stock in the admin console: the products below their threshold (the database writes the alerts). */
@Module({
  imports: [StockAlertsCoreModule],
  controllers: [AdminStockAlertsController],
  providers: [StockAlertsService],
  exports: [StockAlertsService],
})
export class StockAlertsModule {}

/** The worker side: on STOCK_ALERT_CRON, one mail to the owner per new alert. */
@Module({
  imports: [StockAlertsCoreModule, NotificationsModule],
  providers: [StockAlertMailer, StockAlertsProcessor],
  exports: [StockAlertMailer],
})
export class StockAlertsWorkerModule {}
