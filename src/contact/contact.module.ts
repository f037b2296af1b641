import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ContactController } from './contact.controller.js';
import { ContactMessagesRepository } from './contact-messages.repository.js';
import { ContactRetention } from './contact-retention.service.js';
import { ContactService } from './contact.service.js';

/** The contact messages table, for this folder's modules only. */
@Module({ providers: [ContactMessagesRepository], exports: [ContactMessagesRepository] })
export class ContactStoreModule {}

/** The scheduled cleanup's side of the contact form: old messages. */
@Module({ imports: [ContactStoreModule], providers: [ContactRetention], exports: [ContactRetention] })
export class ContactRetentionModule {}

/** The contact form's endpoint. */
@Module({
  imports: [NotificationsModule, ContactStoreModule],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
