import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SkipAddressLimit } from '../common/throttling/address-rate-limit.guard.js';
import { RawFormBody } from '../payments/form-body.js';
import { PaymentGatewayService } from '../payments/payment-gateway.service.js';
import { OrderPaymentsService } from './order-payments.service.js';

/** PayFast's Instant Transaction Notifications (and the built-in sandbox's, which are the same). */
@SkipAddressLimit()
@Controller('payments/payfast')
export class PaymentNotificationsController {
  constructor(
    private readonly gateway: PaymentGatewayService,
    private readonly payments: OrderPaymentsService,
  ) {}

  @Post('notify')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async notify(@RawFormBody() body: string, @Req() request: FastifyRequest): Promise<string> {
    const notification = await this.gateway.verifyNotification(body, request.ip);
    await this.payments.apply(notification);
    return 'OK';
  }
}
