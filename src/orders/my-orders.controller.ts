import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, SignedIn } from '../auth/guards.js';
import { OrderHistoryService } from './order-history.service.js';
import { OrderSummaryView } from '#contracts/auth.contract';
import { ApiErrorResponses } from '../common/swagger.js';

@ApiTags('account')
@SignedIn()
@ApiErrorResponses(400, 429)
@Controller('me/orders')
export class MyOrdersController {
  constructor(private readonly history: OrderHistoryService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's orders, newest first; totals in euro cents" })
  @ApiOkResponse({ type: OrderSummaryView, isArray: true })
  list(@CurrentUser() user: AuthUser): Promise<OrderSummaryView[]> {
    return this.history.summaries(user.id);
  }
}
