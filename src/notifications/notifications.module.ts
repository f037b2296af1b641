import { Module } from '@nestjs/common';
import { MailOutbox } from './mail-outbox.js';

/** Mail: the outbox that other modules write to within their transactions. */
@Module({ providers: [MailOutbox], exports: [MailOutbox] })
export class NotificationsModule {}
