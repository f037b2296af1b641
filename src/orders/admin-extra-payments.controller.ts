import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../auth/guards.js';
import { AdminExtraPaymentsService } from './admin-extra-payments.service.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { ExtraPaymentListView, ExtraPaymentView } from '#contracts/orders.contract';

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/orders/:orderNumber/extra-payments')
export class AdminExtraPaymentsController {
  constructor(private readonly payments: AdminExtraPaymentsService) {}

  @Get()
  @ApiOperation({ summary: "The order's payments to refund: completed gateway payments after its first, oldest first" })
  @ApiErrorResponses({ 404: 'No such order' })
  @ApiOkResponse({ type: ExtraPaymentListView })
  list(@Param('orderNumber') orderNumber: string) {
    return this.payments.list(orderNumber);
  }

  @Post(':paymentId/refunded')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record that the owner refunded an extra payment at the gateway' })
  @ApiErrorResponses({ 404: 'No such order, or no such payment of it', 409: 'The payment is marked refunded already' })
  @ApiOkResponse({ type: ExtraPaymentView })
  markRefunded(@CurrentUser() admin: AuthUser, @Param('orderNumber') orderNumber: string, @Param('paymentId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) paymentId: string) {
    return this.payments.markRefunded(admin, orderNumber, paymentId);
  }
}
