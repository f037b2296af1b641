import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/guards.js';
import { StockAlertsService } from './stock-alerts.service.js';
import { LowStockListView } from '#contracts/stock-alerts.contract';
import { ApiErrorResponses } from '../common/swagger.js';

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/stock-alerts')
export class AdminStockAlertsController {
  constructor(private readonly alerts: StockAlertsService) {}

  @Get()
  @ApiOperation({ summary: 'Products below their low-stock threshold, fewest keys first, with when the alert fired (at most 100)' })
  @ApiOkResponse({ type: LowStockListView })
  list() {
    return this.alerts.belowThreshold();
  }
}
