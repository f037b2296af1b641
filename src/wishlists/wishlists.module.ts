import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { AlertMailsRepository } from './alert-mails.repository.js';
import { AlertUnsubscribeController } from './alert-unsubscribe.controller.js';
import { AlertUnsubscribe } from './alert-unsubscribe.service.js';
import { ProductAlertTriggers } from './product-alert-triggers.js';
import { ProductAlerts } from './product-alerts.service.js';
import { ProductAlertsProcessor } from './product-alerts.processor.js';
import { RestockRequestsRepository } from './restock-requests.repository.js';
import { RestockRequestsService } from './restock-requests.service.js';
import { WishlistsController } from './wishlists.controller.js';
import { WishlistsRepository } from './wishlists.repository.js';
import { WishlistsService } from './wishlists.service.js';

/** The tables both sides share, and the subscriber that hands stock and price changes to the worker. */
@Module({
  providers: [WishlistsRepository, RestockRequestsRepository, ProductAlertTriggers],
  exports: [WishlistsRepository, RestockRequestsRepository],
})
export class WishlistsCoreModule {}

/** Wishlists, "notify me" requests, alert settings and unsubscribe links. */
@Module({
  imports: [WishlistsCoreModule],
  controllers: [WishlistsController, AlertUnsubscribeController],
  providers: [WishlistsService, RestockRequestsService, AlertUnsubscribe],
})
export class WishlistsModule {}

/** The worker side: writes back-in-stock and price-drop mails to the outbox. */
@Module({
  imports: [WishlistsCoreModule, NotificationsModule],
  providers: [AlertMailsRepository, ProductAlerts, ProductAlertsProcessor],
  exports: [ProductAlerts],
})
export class WishlistsWorkerModule {}
