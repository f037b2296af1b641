import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { AccountLinking } from './account-linking.service.js';
import { AccountLinksAdmin } from './account-links-admin.service.js';
import { LinkAccountsOnActivity } from './account-links-queue.js';
import { AccountLinksProcessor } from './account-links.processor.js';
import { AccountLinksRepository } from './account-links.repository.js';
import { AccountSignalsRepository } from './account-signals.repository.js';
import { AdminAccountLinksController } from './admin-account-links.controller.js';

/** What both sides share: the links table, and the subscriber that hands paid orders and new sessions to the worker. */
@Module({
  providers: [AccountLinksRepository, LinkAccountsOnActivity],
  exports: [AccountLinksRepository],
})
export class AccountLinksCoreModule {}

/** The admins' review of linked accounts. */
@Module({
  imports: [AccountLinksCoreModule, AuthModule, AuditModule],
  controllers: [AdminAccountLinksController],
  providers: [AccountLinksAdmin],
})
export class AccountLinksModule {}

/** Links accounts by what paid orders and new sessions show of them. */
@Module({
  imports: [AccountLinksCoreModule],
  providers: [AccountSignalsRepository, AccountLinking, AccountLinksProcessor],
})
export class AccountLinksWorkerModule {}
