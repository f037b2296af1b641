import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, SignedIn } from '../auth/guards.js';
import { ApiErrorResponses, ApiOkContent } from '../common/swagger.js';
import { receiptFileName } from '#contracts/receipts.constants';
import { OrderReceiptsService } from './order-receipts.service.js';

/** Sends a receipt as a PDF download named after its order. */
export function sendReceipt(reply: FastifyReply, orderNumber: string, pdf: Buffer): Buffer {
  reply.type('application/pdf').header('content-disposition', `attachment; filename="${receiptFileName(orderNumber)}"`);
  return pdf;
}

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
