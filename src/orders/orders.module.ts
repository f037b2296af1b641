import { Module } from '@nestjs/common';
import { CatalogCacheModule } from '../catalog/catalog-cache.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SchedulerModule } from '../scheduler/scheduler.module.js';
import { CheckoutService } from './checkout.service.js';
import { MyOrdersController } from './my-orders.controller.js';
import { OrderHistoryService } from './order-history.service.js';
import { OrderExpiryProcessor } from './order-expiry.processor.js';
import { OrderExpiryService } from './order-expiry.service.js';
import { OrderExpiryTask } from './order-expiry.task.js';
import { OrderPaymentsService } from './order-payments.service.js';
import { OrdersController } from './orders.controller.js';
import { OrdersRepository } from './orders.repository.js';
import { PaymentNotificationsController } from './payment-notifications.controller.js';

/** Checkout, the shopper's orders and payment notifications: the web side of orders. */
@Module({
  imports: [CatalogModule, PaymentsModule],
  controllers: [OrdersController, MyOrdersController, PaymentNotificationsController],
  providers: [CheckoutService, OrdersRepository, OrderPaymentsService, OrderHistoryService],
  exports: [OrderHistoryService],
})
export class OrdersModule {}

/** The worker side: unpaid orders are cancelled once their payment window has passed. */
@Module({
  imports: [SchedulerModule, CatalogCacheModule],
  providers: [OrdersRepository, OrderExpiryService, OrderExpiryTask, OrderExpiryProcessor],
})
export class OrdersWorkerModule {}
