import { Module } from '@nestjs/common';
import { HOST_RESOLVER, PayfastSourceAddresses, systemHostResolver } from './payfast/payfast-source-addresses.js';
import { PaymentGatewayService } from './payment-gateway.service.js';
import { PaymentRecords } from './payment-records.service.js';
import { PaymentRefusals } from './payment-refusals.service.js';
import { PaymentRefusalsRepository } from './payment-refusals.repository.js';
import { PaymentsRepository } from './payments.repository.js';
import { SandboxSessions } from './sandbox-gateway/sandbox-sessions.js';

/**
 * The payment gateway: checkout forms for PayFast, verification of its notifications, and the
 * `payments` rows recording them; and the payments the store opens on the built-in gateway (which
 * serves them from SandboxGatewayModule).
 */
@Module({
  providers: [PaymentGatewayService, PaymentRecords, PaymentsRepository, PaymentRefusals, PaymentRefusalsRepository, PayfastSourceAddresses, SandboxSessions, { provide: HOST_RESOLVER, useValue: systemHostResolver }],
  exports: [PaymentGatewayService, PaymentRecords, PaymentRefusals, SandboxSessions],
})
export class PaymentsModule {}
