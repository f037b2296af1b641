import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../auth/guards.js';
import { AdminOrderRefundsService } from './admin-order-refunds.service.js';
import { RefundLineDto } from './dto/admin-order-refunds.dto.js';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/orders/:orderNumber/refunds')
export class AdminOrderRefundsController {
  constructor(private readonly refunds: AdminOrderRefundsService) {}

  @Get()
  @ApiOperation({ summary: "The order's refunded lines, oldest first" })
  list(@Param('orderNumber') orderNumber: string) {
    return this.refunds.list(orderNumber);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Refund one line of a duplicate purchase: its unrevealed keys are burned, its total back as store credit or to be refunded at the gateway' })
  @ApiNotFoundResponse({ description: 'No such order, or no line of that product in it' })
  @ApiConflictResponse({ description: 'A key was revealed or claimed, the line is refunded already or not delivered, or the order cannot be refunded this way' })
  refund(@CurrentUser() admin: AuthUser, @Param('orderNumber') orderNumber: string, @Body() body: RefundLineDto) {
    return this.refunds.refundLine(admin, orderNumber, body);
  }

  @Post(':refundId/gateway-refunded')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record that the owner refunded a gateway refund at PayFast' })
  @ApiConflictResponse({ description: 'The refund is not waiting for the gateway' })
  markGatewayRefunded(@CurrentUser() admin: AuthUser, @Param('orderNumber') orderNumber: string, @Param('refundId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) refundId: string) {
    return this.refunds.markGatewayRefunded(admin, orderNumber, refundId);
  }
}
