import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../auth/guards.js';
import { AdminOrderReviewService } from './admin-order-review.service.js';
import { CancelHeldOrderDto } from './dto/cancel-held-order.dto.js';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/orders/:orderNumber')
export class AdminOrderReviewController {
  constructor(private readonly review: AdminOrderReviewService) {}

  @Post('approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a paid order held for review: it goes to delivery' })
  @ApiConflictResponse({ description: 'The order is not waiting for a review' })
  approve(@CurrentUser() admin: AuthUser, @Param('orderNumber') orderNumber: string) {
    return this.review.approve(admin, orderNumber);
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a paid order held for review (refund the payment in PayFast); optionally suspend the account' })
  @ApiConflictResponse({ description: 'The order is not waiting for a review' })
  cancel(@CurrentUser() admin: AuthUser, @Param('orderNumber') orderNumber: string, @Body() body: CancelHeldOrderDto) {
    return this.review.cancel(admin, orderNumber, body.reason, body.blockAccount ?? false);
  }

  @Post('refund-to-credit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refund to store credit an order that has waited for stock long enough' })
  @ApiConflictResponse({ description: 'The order is not waiting for stock, or not long enough yet' })
  refundToCredit(@CurrentUser() admin: AuthUser, @Param('orderNumber') orderNumber: string) {
    return this.review.refundToCredit(admin, orderNumber);
  }
}
