import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AdminQueuesController } from './admin-queues.controller.js';
import { AdminQueuesService } from './admin-queues.service.js';

/** The operators' view of the Bull queues, on the web side. */
@Module({
  imports: [AuditModule],
  controllers: [AdminQueuesController],
  providers: [AdminQueuesService],
  exports: [AdminQueuesService],
})
export class AdminQueuesModule {}
