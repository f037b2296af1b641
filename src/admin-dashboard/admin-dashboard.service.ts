import { Injectable } from '@nestjs/common';
import { AdminQueuesService } from '../admin-queues/admin-queues.service.js';
import { UsersService } from '../auth/users.service.js';
import { ChatInboxService } from '../chat/chat-inbox.service.js';
import { KeyClaimsAdminService } from '../claims/key-claims-admin.service.js';
import { roundHalfUp } from '../common/money.js';
import { SalesFigures } from '../orders/sales-figures.js';
import { PaymentRefusals } from '../payments/payment-refusals.service.js';
import { StockAlertsService } from '../stock-alerts/stock-alerts.service.js';
import { periodWindow } from './dashboard-period.js';
import { DASHBOARD_TOP_PRODUCTS, type DashboardPeriod, PAYMENT_REFUSAL_REASONS } from '#contracts/dashboard.constants';
import type { DashboardView } from '#contracts/dashboard.contract';

/**
 * The owner's dashboard: each figure family comes from the module that owns its table, in one
 * statement (or one Bull call per queue), all read side by side.
 */
@Injectable()
export class AdminDashboardService {
  constructor(
    private readonly sales: SalesFigures,
    private readonly users: UsersService,
    private readonly refusals: PaymentRefusals,
    private readonly stock: StockAlertsService,
    private readonly claims: KeyClaimsAdminService,
    private readonly chat: ChatInboxService,
    private readonly queues: AdminQueuesService,
  ) {}

  async figures(period: DashboardPeriod, now = new Date()): Promise<DashboardView> {
    const { from, to, bucket } = periodWindow(period, now);
    const [sales, customers, topProducts, stock, refusals, waiting, openClaims, unansweredChats, failedJobs] = await Promise.all([
      this.sales.salesByBucket(from, to, bucket),
      this.users.newCustomersByBucket(from, to, bucket),
      this.sales.topProducts(from, to, DASHBOARD_TOP_PRODUCTS),
      this.stock.stockFigures(),
      this.refusals.countByReason(from, to),
      this.sales.waitingOrders(),
      this.claims.openCount(),
      this.chat.unansweredCount(),
      this.queues.failedCounts(),
    ]);
    const series = sales.map((row, index) => ({
      start: row.start.toISOString(),
      orders: row.orders,
      revenueCents: row.revenue_cents,
      newCustomers: customers[index]?.customers ?? 0,
    }));
    const orders = series.reduce((sum, row) => sum + row.orders, 0);
    const revenueCents = series.reduce((sum, row) => sum + row.revenueCents, 0);
    return {
      period,
      from: from.toISOString(),
      to: to.toISOString(),
      bucket,
      totals: {
        orders,
        revenueCents,
        averageOrderCents: orders === 0 ? 0 : roundHalfUp(revenueCents / orders),
        newCustomers: series.reduce((sum, row) => sum + row.newCustomers, 0),
      },
      series,
      topProducts: topProducts.map((row) => ({ productId: row.product_id, name: row.name, slug: row.slug, quantity: row.quantity, revenueCents: row.revenue_cents })),
      stock: { valueCents: stock.value_cents, availableKeys: stock.available_keys, belowThreshold: stock.below_threshold },
      paymentRefusals: PAYMENT_REFUSAL_REASONS.map((reason) => ({ reason, count: refusals.find((row) => row.reason === reason)?.count ?? 0 })),
      needsAction: {
        heldForReview: waiting.held_for_review,
        awaitingStock: waiting.awaiting_stock,
        awaitingManualStep: waiting.awaiting_manual_step,
        openClaims,
        unansweredChats,
        failedJobs,
      },
    };
  }
}
