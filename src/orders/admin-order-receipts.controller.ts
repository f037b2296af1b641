import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../auth/guards.js';
import { ApiErrorResponses, ApiOkContent } from '../common/swagger.js';
import { OrderReceiptsService } from './order-receipts.service.js';
import { sendReceipt } from './receipt-response.js';

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/orders')
export class AdminOrderReceiptsController {
  constructor(private readonly receipts: OrderReceiptsService) {}

  @Get(':orderNumber/receipt.pdf')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "The PDF receipt of any paid order, as its buyer downloads it" })
  @ApiErrorResponses({ 404: 'No such order', 409: 'The order has not been paid (or was cancelled)' })
  @ApiOkContent('application/pdf', 'The receipt, as a download named receipt-{orderNumber}.pdf')
  async receipt(@Param('orderNumber') orderNumber: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return sendReceipt(reply, orderNumber, await this.receipts.forAdmin(orderNumber));
  }
}
