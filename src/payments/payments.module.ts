import { Module } from '@nestjs/common';
import { HOST_RESOLVER, PayfastSourceAddresses, systemHostResolver } from './payfast/payfast-source-addresses.js';
import { PaymentGatewayService } from './payment-gateway.service.js';

/** The payment gateway: checkout forms for PayFast and verification of its notifications. */
@Module({
  providers: [PaymentGatewayService, PayfastSourceAddresses, { provide: HOST_RESOLVER, useValue: systemHostResolver }],
  exports: [PaymentGatewayService],
})
export class PaymentsModule {}
