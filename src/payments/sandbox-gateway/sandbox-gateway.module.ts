import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments.module.js';
import { SandboxGatewayController } from './sandbox-gateway.controller.js';
import { SandboxGatewayService } from './sandbox-gateway.service.js';

/** The built-in sandbox gateway, loaded only when PAYFAST_MODE=builtin; the store opens its payments. */
@Module({
  imports: [PaymentsModule],
  controllers: [SandboxGatewayController],
  providers: [SandboxGatewayService],
})
export class SandboxGatewayModule {}
