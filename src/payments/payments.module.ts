import { Module } from '@nestjs/common';
import { HOST_RESOLVER, PayfastSourceAddresses, systemHostResolver } from './payfast/payfast-source-addresses.js';
import { PaymentGatewayService } from './payment-gateway.service.js';
import { PaymentRecords } from './payment-records.service.js';
import { PaymentsRepository } from './payments.repository.js';

/** The payment gateway: checkout forms for PayFast, verification of its notifications, and the `payments` rows recording them. */
@Module({
  providers: [PaymentGatewayService, PaymentRecords, PaymentsRepository, PayfastSourceAddresses, { provide: HOST_RESOLVER, useValue: systemHostResolver }],
  exports: [PaymentGatewayService, PaymentRecords],
})
export class PaymentsModule {}
