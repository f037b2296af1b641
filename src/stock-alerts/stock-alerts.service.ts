import { Injectable } from '@nestjs/common';
import { StockAlertsRepository } from './stock-alerts.repository.js';
import { LOW_STOCK_LIST_LIMIT, type LowStockListView } from './stock-alerts.views.js';

/** The admin console's view of low stock. */
@Injectable()
export class StockAlertsService {
  constructor(private readonly alerts: StockAlertsRepository) {}

  /** The products below their low-stock threshold now, fewest keys first, with when each fell there. */
  async belowThreshold(): Promise<LowStockListView> {
    return this.alerts.belowThreshold(LOW_STOCK_LIST_LIMIT);
  }
}
