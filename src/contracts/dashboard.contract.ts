import { ApiProperty } from '@nestjs/swagger';
import { DASHBOARD_PERIODS, type DashboardPeriod, PAYMENT_REFUSAL_REASONS, type PaymentRefusalReason } from './dashboard.constants.js';

/** One hour (today) or one day (7 and 30 days) of the period. */
export class DashboardBucketView {
  @ApiProperty({ format: 'date-time', description: 'Start of the hour or day, UTC (the store shows dates in UTC)' }) start: string;
  @ApiProperty({ description: 'Orders paid in it (still paid: not cancelled or refunded whole)' }) orders: number;
  @ApiProperty({ description: 'What those orders charged, in euro cents (fee included, store credit left out)' }) revenueCents: number;
  @ApiProperty({ description: 'Customer accounts opened in it' }) newCustomers: number;
}

export class DashboardTotalsView {
  @ApiProperty() orders: number;
  @ApiProperty({ description: 'Euro cents' }) revenueCents: number;
  @ApiProperty({ description: 'Revenue over orders, euro cents rounded half up; 0 without orders' }) averageOrderCents: number;
  @ApiProperty() newCustomers: number;
}

export class DashboardTopProductView {
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty({ description: 'Units sold in the period' }) quantity: number;
  @ApiProperty({ description: 'Euro cents: price times quantity of its lines' }) revenueCents: number;
}

export class DashboardStockView {
  @ApiProperty({ description: 'Euro cents: each available key at its product’s price' }) valueCents: number;
  @ApiProperty({ description: 'Keys available for sale' }) availableKeys: number;
  @ApiProperty({ description: 'Products below their low-stock threshold (listed by GET /api/admin/stock-alerts)' }) belowThreshold: number;
}

export class DashboardRefusalView {
  @ApiProperty({ enum: PAYMENT_REFUSAL_REASONS }) reason: PaymentRefusalReason;
  @ApiProperty() count: number;
}

export class DashboardFailedJobsView {
  @ApiProperty() queue: string;
  @ApiProperty() failed: number;
}

/** What waits for an admin now, whatever the period. */
export class DashboardNeedsActionView {
  @ApiProperty() heldForReview: number;
  @ApiProperty() awaitingStock: number;
  @ApiProperty() awaitingManualStep: number;
  @ApiProperty() openClaims: number;
  @ApiProperty({ description: 'Conversations whose latest shopper message no admin has read' }) unansweredChats: number;
  @ApiProperty({ type: () => [DashboardFailedJobsView] }) failedJobs: DashboardFailedJobsView[];
}

/** `GET /api/admin/dashboard?period=`: the owner's figures for today, 7 or 30 days. */
export class DashboardView {
  @ApiProperty({ enum: DASHBOARD_PERIODS }) period: DashboardPeriod;
  @ApiProperty({ format: 'date-time' }) from: string;
  @ApiProperty({ format: 'date-time' }) to: string;
  @ApiProperty({ enum: ['hour', 'day'] }) bucket: 'hour' | 'day';
  @ApiProperty({ type: () => DashboardTotalsView }) totals: DashboardTotalsView;
  @ApiProperty({ type: () => [DashboardBucketView] }) series: DashboardBucketView[];
  @ApiProperty({ type: () => [DashboardTopProductView] }) topProducts: DashboardTopProductView[];
  @ApiProperty({ type: () => DashboardStockView }) stock: DashboardStockView;
  @ApiProperty({ type: () => [DashboardRefusalView], description: 'Every reason, 0 included' }) paymentRefusals: DashboardRefusalView[];
  @ApiProperty({ type: () => DashboardNeedsActionView }) needsAction: DashboardNeedsActionView;
}
