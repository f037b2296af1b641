import { Module } from '@nestjs/common';
import { KeyInventoryModule } from '../keys/key-inventory.module.js';
import { DevMailboxController } from './dev-mailbox.controller.js';
import { MailDeliveryService } from './mail-delivery.service.js';
import { MailOutbox } from './mail-outbox.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailRenderer } from './mail-renderer.js';
import { MailSender } from './mail-sender.js';
import { MailProcessor } from './mail.processor.js';

/** Mail: the outbox that other modules write to within their transactions, and dispatch after commit. */
@Module({ providers: [MailOutbox, MailOutboxRepository], exports: [MailOutbox] })
export class NotificationsModule {}

/** The worker side: the send jobs (SMTP, or the outbox as the mailbox), their retries, and the sweep. */
@Module({
  imports: [KeyInventoryModule],
  providers: [MailOutboxRepository, MailRenderer, MailSender, MailDeliveryService, MailProcessor],
  exports: [MailDeliveryService],
})
export class NotificationsWorkerModule {}

/** The development mailbox pages under /dev/mailbox; the app loads this module only outside production. */
@Module({
  imports: [KeyInventoryModule],
  controllers: [DevMailboxController],
  providers: [MailOutboxRepository, MailRenderer],
})
export class DevMailboxModule {}
