import { Module } from '@nestjs/common';
import { SandboxGatewayController } from './sandbox-gateway.controller.js';
import { SandboxGatewayService } from './sandbox-gateway.service.js';
import { SandboxSessions } from './sandbox-sessions.js';

/** The built-in sandbox gateway, loaded only when PAYFAST_MODE=builtin. */
@Module({
  controllers: [SandboxGatewayController],
  providers: [SandboxGatewayService, SandboxSessions],
})
export class SandboxGatewayModule {}
