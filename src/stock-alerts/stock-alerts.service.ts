import { Injectable } from '@nestjs/common';
import { StockAlertsRepository } from './stock-alerts.repository.js';
import { LOW_STOCK_LIST_LIMIT } from '#contracts/stock-alerts.constants';
import { type LowStockListView } from '#contracts/stock-alerts.contract';

/** The admin console's view of low stock. */
@Injectable()
export class StockAlertsService {
  constructor(private readonly alerts: StockAlertsRepository) {}

  /** The products below their low-stock threshold now, fewest keys first, with when each fell there. */
  async belowThreshold(): Promise<LowStockListView> {
    return this.alerts.belowThreshold(LOW_STOCK_LIST_LIMIT);
  }

  /** The stock's worth at today's prices, its keys, and the products below their threshold. */
  stockFigures(): Promise<{ value_cents: number; available_keys: number; below_threshold: number }> {
    return this.alerts.stockFigures();
  }
}
