import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../auth/guards.js';
import { AdminOrderReviewService } from './admin-order-review.service.js';
import { CancelHeldOrderDto } from './dto/cancel-held-order.dto.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { ReviewOutcome } from '#contracts/orders.contract';

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/orders/:orderNumber')
export class AdminOrderReviewController {
  constructor(private readonly review: AdminOrderReviewService) {}

  @Post('approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a paid order held for review: it goes to delivery' })
  @ApiErrorResponses({ 409: 'The order is not waiting for a review' })
  @ApiOkResponse({ type: ReviewOutcome })
  approve(@CurrentUser() admin: AuthUser, @Param('orderNumber') orderNumber: string) {
    return this.review.approve(admin, orderNumber);
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a paid order held for review (refund the payment in PayFast); optionally suspend the account' })
  @ApiErrorResponses({ 409: 'The order is not waiting for a review' })
  @ApiOkResponse({ type: ReviewOutcome })
  cancel(@CurrentUser() admin: AuthUser, @Param('orderNumber') orderNumber: string, @Body() body: CancelHeldOrderDto) {
    return this.review.cancel(admin, orderNumber, body.reason, body.blockAccount ?? false);
  }

  @Post('refund-to-credit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refund to store credit an order that has waited for stock long enough' })
  @ApiErrorResponses({ 409: 'The order is not waiting for stock, or not long enough yet' })
  @ApiOkResponse({ type: ReviewOutcome })
  refundToCredit(@CurrentUser() admin: AuthUser, @Param('orderNumber') orderNumber: string) {
    return this.review.refundToCredit(admin, orderNumber);
  }

  @Post('cancel-pre-order')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a paid pre-order waiting for its release day, refunding all it was worth to store credit; its keys go back on sale' })
  @ApiErrorResponses({ 409: 'The order is not a pre-order waiting for its release day' })
  @ApiOkResponse({ type: ReviewOutcome })
  cancelPreOrder(@CurrentUser() admin: AuthUser, @Param('orderNumber') orderNumber: string) {
    return this.review.cancelPreOrder(admin, orderNumber);
  }
}
