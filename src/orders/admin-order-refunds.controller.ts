import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../auth/guards.js';
import { AdminOrderRefundsService } from './admin-order-refunds.service.js';
import { RefundLineDto } from './dto/admin-order-refunds.dto.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { OrderRefundListView, OrderRefundView } from '#contracts/orders.contract';

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/orders/:orderNumber/refunds')
export class AdminOrderRefundsController {
  constructor(private readonly refunds: AdminOrderRefundsService) {}

  @Get()
  @ApiOperation({ summary: "The order's refunded lines, oldest first" })
  @ApiOkResponse({ type: OrderRefundListView })
  list(@Param('orderNumber') orderNumber: string) {
    return this.refunds.list(orderNumber);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Refund one line of a duplicate purchase: its unrevealed keys are burned, its total back as store credit or to be refunded at the gateway' })
  @ApiErrorResponses({ 404: 'No such order, or no line of that product in it', 409: 'A key was revealed or claimed, the line is refunded already or not delivered, or the order cannot be refunded this way' })
  @ApiCreatedResponse({ type: OrderRefundView })
  refund(@CurrentUser() admin: AuthUser, @Param('orderNumber') orderNumber: string, @Body() body: RefundLineDto) {
    return this.refunds.refundLine(admin, orderNumber, body);
  }

  @Post(':refundId/gateway-refunded')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record that the owner refunded a gateway refund at PayFast' })
  @ApiErrorResponses({ 409: 'The refund is not waiting for the gateway' })
  @ApiOkResponse({ type: OrderRefundView })
  markGatewayRefunded(@CurrentUser() admin: AuthUser, @Param('orderNumber') orderNumber: string, @Param('refundId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) refundId: string) {
    return this.refunds.markGatewayRefunded(admin, orderNumber, refundId);
  }
}
