import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AdminAuditController } from './admin-audit.controller.js';

/** The web side of the audit log: admins read it (apart from the log, which every module writes and which needs no sign-in). */
@Module({
  imports: [AuditModule],
  controllers: [AdminAuditController],
})
export class AdminAuditModule {}
