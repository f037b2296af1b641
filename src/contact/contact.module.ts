import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ContactController } from './contact.controller.js';
import { ContactMessagesRepository } from './contact-messages.repository.js';
import { ContactService } from './contact.service.js';

/** The contact form's endpoint. */
@Module({
  imports: [NotificationsModule],
  controllers: [ContactController],
  providers: [ContactService, ContactMessagesRepository],
})
export class ContactModule {}
