import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import type { OrderSummaryView } from '../auth/auth.views.js';
import { CurrentUser, SignedIn } from '../auth/guards.js';
import { OrderHistoryService } from './order-history.service.js';

@ApiTags('account')
@SignedIn()
@Controller('me/orders')
export class MyOrdersController {
  constructor(private readonly history: OrderHistoryService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's orders, newest first; totals in euro cents" })
  @ApiOkResponse({ description: 'OrderSummaryView[]' })
  list(@CurrentUser() user: AuthUser): Promise<OrderSummaryView[]> {
    return this.history.summaries(user.id);
  }
}
