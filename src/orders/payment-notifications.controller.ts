import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrorResponses, ApiOkContent } from '../common/swagger.js';
import { SkipAddressLimit } from '../common/throttling/address-rate-limit.guard.js';
import { StoreMetrics } from '../metrics/store-metrics.js';
import { RawFormBody } from '../payments/form-body.js';
import { PaymentNotificationRejectedError } from '../payments/payments.errors.js';
import { PaymentGatewayService } from '../payments/payment-gateway.service.js';
import { PaymentRefusals } from '../payments/payment-refusals.service.js';
import { OrderPaymentsService } from './order-payments.service.js';

/** PayFast's Instant Transaction Notifications (and the built-in sandbox's, which are the same). */
@ApiTags('payments')
@SkipAddressLimit()
@Controller('payments/payfast')
export class PaymentNotificationsController {
  constructor(
    private readonly gateway: PaymentGatewayService,
    private readonly payments: OrderPaymentsService,
    private readonly metrics: StoreMetrics,
    private readonly refusals: PaymentRefusals,
  ) {}

  @Post('notify')
  @HttpCode(200)
  @ApiOperation({ summary: 'PayFast posts the outcome of a payment here (its ITN); the store checks it with PayFast, then applies it once' })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkContent('text/plain', 'OK: the notification is verified and applied (again: a repeat changes nothing)')
  @ApiErrorResponses({ 400: 'payment_notification_rejected: malformed, bad signature, another merchant, or not from a PayFast address', 503: 'PayFast could not be asked to confirm it: PayFast sends it again later' })
  async notify(@RawFormBody() body: string, @Req() request: FastifyRequest): Promise<string> {
    let notification;
    try {
      notification = await this.gateway.verifyNotification(body, request.ip);
    } catch (error) {
      // Only the gateway's verdicts count as refusals; PayFast unreachable is an outage, sent again later.
      if (error instanceof PaymentNotificationRejectedError && !error.unreachable) {
        this.metrics.paymentNotifications.inc({ outcome: 'refused', reason: error.reason });
        await this.refusals.record(error.reason);
      }
      throw error;
    }
    await this.payments.apply(notification);
    this.metrics.paymentNotifications.inc({ outcome: 'accepted', reason: '' });
    return 'OK';
  }
}
