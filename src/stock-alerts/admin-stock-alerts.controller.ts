import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/guards.js';
import { StockAlertsService } from './stock-alerts.service.js';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/stock-alerts')
export class AdminStockAlertsController {
  constructor(private readonly alerts: StockAlertsService) {}

  @Get()
  @ApiOperation({ summary: 'Products below their low-stock threshold, fewest keys first, with when the alert fired (at most 100)' })
  list() {
    return this.alerts.belowThreshold();
  }
}
