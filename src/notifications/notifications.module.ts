import { Module } from '@nestjs/common';
import { DevMailboxController } from './dev-mailbox.controller.js';
import { MailDeliveryService } from './mail-delivery.service.js';
import { MailOutbox } from './mail-outbox.js';
import { MailRetention } from './mail-retention.service.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailRenderer } from './mail-renderer.js';
import { MailSender } from './mail-sender.js';
import { MailProcessor } from './mail.processor.js';

/** The outbox table, for this folder's modules only. */
@Module({ providers: [MailOutboxRepository], exports: [MailOutboxRepository] })
export class MailStoreModule {}

/**
 * Mail: the outbox that other modules write to within their transactions, dispatched after commit,
 * and the renderer that turns an outbox row into a mail (the keys module hands it the key codes).
 */
@Module({ imports: [MailStoreModule], providers: [MailOutbox, MailRenderer], exports: [MailOutbox, MailRenderer] })
export class NotificationsModule {}

/** The worker side: the send jobs (SMTP, or the outbox as the mailbox), their retries, and the sweep. */
@Module({
  imports: [NotificationsModule, MailStoreModule],
  providers: [MailSender, MailDeliveryService, MailProcessor],
  exports: [MailDeliveryService],
})
export class NotificationsWorkerModule {}

/** The scheduled cleanup's side of mail: old sent mails. */
@Module({ imports: [MailStoreModule], providers: [MailRetention], exports: [MailRetention] })
export class MailRetentionModule {}

/** The development mailbox pages under /dev/mailbox; the app loads this module only outside production. */
@Module({
  imports: [NotificationsModule, MailStoreModule],
  controllers: [DevMailboxController],
})
export class DevMailboxModule {}
