import { Module } from '@nestjs/common';
import { AuthRetentionModule } from '../auth/auth.module.js';
import { CatalogSyncRetentionModule } from '../catalog/provider/catalog-provider.module.js';
import { ChatRetentionModule } from '../chat/chat.module.js';
import { ContactRetentionModule } from '../contact/contact.module.js';
import { ImportRetentionModule } from '../import/import.module.js';
import { MailRetentionModule } from '../notifications/notifications.module.js';
import { RetentionService } from './retention.service.js';
import { ScheduledRunsRepository } from './scheduled-runs.repository.js';

/** The scheduled cleanup; needs only the configuration and the database, so the CLI runs it too. */
@Module({
  imports: [AuthRetentionModule, MailRetentionModule, ImportRetentionModule, CatalogSyncRetentionModule, ContactRetentionModule, ChatRetentionModule],
  providers: [ScheduledRunsRepository, RetentionService],
  exports: [RetentionService],
})
export class RetentionModule {}
