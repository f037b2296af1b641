import { Module } from '@nestjs/common';
import { AdminAuditController } from './admin-audit.controller.js';
import { AuditLogRepository } from './audit-log.repository.js';
import { AuditLog } from './audit-log.service.js';

/** The audit log without controllers: imported by every module whose admin actions are recorded. */
@Module({
  providers: [AuditLogRepository, AuditLog],
  exports: [AuditLog],
})
export class AuditModule {}

/** The web side: admins read the log. */
@Module({
  imports: [AuditModule],
  controllers: [AdminAuditController],
})
export class AdminAuditModule {}
