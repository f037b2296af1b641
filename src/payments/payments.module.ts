import { Module } from '@nestjs/common';
import { HOST_RESOLVER, PayfastSourceAddresses, systemHostResolver } from './payfast/payfast-source-addresses.js';
import { PaymentGatewayService } from './payment-gateway.service.js';
import { SandboxSessions } from './sandbox-gateway/sandbox-sessions.js';

/**
 * The payment gateway: checkout forms for PayFast and verification of its notifications, and the
 * payments the store opens on the built-in gateway (which serves them from SandboxGatewayModule).
 */
@Module({
  providers: [PaymentGatewayService, PayfastSourceAddresses, SandboxSessions, { provide: HOST_RESOLVER, useValue: systemHostResolver }],
  exports: [PaymentGatewayService, SandboxSessions],
})
export class PaymentsModule {}
