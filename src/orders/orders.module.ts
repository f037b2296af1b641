import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { CartPricingModule } from '../cart-pricing/cart-pricing.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { OrderKeyClaimsModule } from '../claims/order-key-claims.module.js';
import { CreditLedgerModule } from '../credits/credit-ledger.module.js';
import { FraudModule } from '../fraud/fraud.module.js';
import { KeyInventoryModule } from '../keys/key-inventory.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { ProfileVerificationModule } from '../profiles/profile-verification.js';
import { AdminExtraPaymentsController } from './admin-extra-payments.controller.js';
import { AdminExtraPaymentsService } from './admin-extra-payments.service.js';
import { AdminOrderReviewController } from './admin-order-review.controller.js';
import { AdminOrderReviewService } from './admin-order-review.service.js';
import { AdminOrderRefundsController } from './admin-order-refunds.controller.js';
import { AdminOrderRefundsRepository } from './admin-order-refunds.repository.js';
import { AdminOrderRefundsService } from './admin-order-refunds.service.js';
import { AdminOrderReceiptsController } from './admin-order-receipts.controller.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { CheckoutService } from './checkout.service.js';
import { FulfilOrderProcessor } from './fulfil-order.processor.js';
import { FulfilmentQueue, FulfilOnPayment } from './fulfilment-queue.js';
import { ExtraPaymentsRepository } from './extra-payments.repository.js';
import { OrderAccountService } from './order-account.service.js';
import { OrderFulfilmentService } from './order-fulfilment.service.js';
import { MyOrdersController } from './my-orders.controller.js';
import { OrderHistoryService } from './order-history.service.js';
import { OrderExpiryProcessor } from './order-expiry.processor.js';
import { OrderExpiryService } from './order-expiry.service.js';
import { PreOrderRelease } from './pre-order-release.service.js';
import { OrderPaymentsService } from './order-payments.service.js';
import { OrderPlacement } from './order-placement.js';
import { OrderReceiptsController } from './order-receipts.controller.js';
import { OrderReceiptsRepository } from './order-receipts.repository.js';
import { OrderReceiptsService } from './order-receipts.service.js';
import { OrderProcessModule } from './order-process.module.js';
import { OrdersController } from './orders.controller.js';
import { OrdersStoreModule } from './orders-store.module.js';
import { PaymentNotificationsController } from './payment-notifications.controller.js';
import { ReservationLimits } from './reservation-limits.js';
import { RestockFulfilment } from './restock-fulfilment.js';

/** The fulfilment queue and what feeds it (paid orders, restocks that serve waiting orders): loaded once whichever sides run. */
@Module({ providers: [FulfilmentQueue, FulfilOnPayment, RestockFulfilment], exports: [FulfilmentQueue] })
export class FulfilmentQueueModule {}

/** Checkout, the shopper's orders and their keys, the admin's orders, and payment notifications: the web side of orders. */
@Module({
  imports: [CatalogModule, CartPricingModule, PaymentsModule, NotificationsModule, KeyInventoryModule, ProfileVerificationModule, CreditLedgerModule, AuditModule, FraudModule, OrderKeyClaimsModule, AuthModule, OrdersStoreModule, FulfilmentQueueModule, OrderProcessModule],
  controllers: [OrdersController, MyOrdersController, PaymentNotificationsController, AdminOrdersController, AdminOrderRefundsController, AdminOrderReviewController, AdminExtraPaymentsController, OrderReceiptsController, AdminOrderReceiptsController],
  providers: [CheckoutService, OrderPaymentsService, OrderHistoryService, OrderAccountService, AdminOrdersService, AdminOrderRefundsRepository, AdminOrderRefundsService, AdminOrderReviewService, ExtraPaymentsRepository, AdminExtraPaymentsService, ReservationLimits, OrderPlacement, OrderReceiptsService, OrderReceiptsRepository],
  exports: [OrderHistoryService, OrderAccountService, OrderPlacement, FulfilmentQueueModule],
})
export class OrdersModule {}

/**
 * The worker side: paid orders are fulfilled (keys delivered, mails written), and unpaid orders are
 * cancelled once their payment window has passed.
 */
@Module({
  imports: [NotificationsModule, KeyInventoryModule, ProfileVerificationModule, OrdersStoreModule, FulfilmentQueueModule, OrderProcessModule],
  providers: [OrderExpiryService, PreOrderRelease, OrderExpiryProcessor, OrderFulfilmentService, FulfilOrderProcessor],
  exports: [OrderExpiryService, PreOrderRelease, FulfilmentQueueModule],
})
export class OrdersWorkerModule {}
