import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, SignedIn } from '../auth/guards.js';
import { ApiErrorResponses, ApiOkContent } from '../common/swagger.js';
import { OrderReceiptsService } from './order-receipts.service.js';
import { sendReceipt } from './receipt-response.js';

@ApiTags('orders')
@SignedIn()
@ApiErrorResponses(400, 429)
@Controller('orders')
export class OrderReceiptsController {
  constructor(private readonly receipts: OrderReceiptsService) {}

  @Get(':orderNumber/receipt.pdf')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The PDF receipt of one of your paid orders: seller, lines, service fee, store credit, EUR total and the rand amount charged; never a key' })
  @ApiErrorResponses({ 404: 'No such order in your account', 409: 'The order has not been paid (or was cancelled)' })
  @ApiOkContent('application/pdf', 'The receipt, as a download named receipt-{orderNumber}.pdf')
  async receipt(@CurrentUser() user: AuthUser, @Param('orderNumber') orderNumber: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return sendReceipt(reply, orderNumber, await this.receipts.forBuyer(user, orderNumber));
  }
}
