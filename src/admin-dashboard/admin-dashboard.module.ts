import { Module } from '@nestjs/common';
import { AdminQueuesModule } from '../admin-queues/admin-queues.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ChatModule } from '../chat/chat.module.js';
import { ClaimsModule } from '../claims/claims.module.js';
import { SalesFiguresModule } from '../orders/sales-figures.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { StockAlertsModule } from '../stock-alerts/stock-alerts.module.js';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { AdminDashboardService } from './admin-dashboard.service.js';

/** The owner's dashboard on /admin: read-only figures gathered from the modules that own them. */
@Module({
  imports: [SalesFiguresModule, AuthModule, PaymentsModule, StockAlertsModule, ClaimsModule, ChatModule, AdminQueuesModule],
  controllers: [AdminDashboardController],
  providers: [AdminDashboardService],
})
export class AdminDashboardModule {}
