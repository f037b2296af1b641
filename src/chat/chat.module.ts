import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { AdminChatController } from './admin-chat.controller.js';
import { ChatCallerGuard } from './chat-caller.js';
import { ChatConversationsRepository } from './chat-conversations.repository.js';
import { ChatRetention } from './chat-retention.service.js';
import { ChatInboxService } from './chat-inbox.service.js';
import { ChatLive } from './chat-live.js';
import { ChatMailFallback } from './chat-mail-fallback.js';
import { ChatMessagesRepository } from './chat-messages.repository.js';
import { ChatPresence } from './chat-presence.js';
import { ChatStreams } from './chat-streams.js';
import { ChatController } from './chat.controller.js';
import { ChatService } from './chat.service.js';

/** The conversations table, for this folder's modules only. */
@Module({ providers: [ChatConversationsRepository], exports: [ChatConversationsRepository] })
export class ChatStoreModule {}

/** The scheduled cleanup's side of live chat: conversations idle for long, with their messages. */
@Module({ imports: [ChatStoreModule], providers: [ChatRetention], exports: [ChatRetention] })
export class ChatRetentionModule {}

/** Live chat between shoppers and the admins: its tables, its live streams over Redis, and its e-mail fallback. */
@Module({
  imports: [AuthModule, NotificationsModule, ChatStoreModule],
  controllers: [ChatController, AdminChatController],
  providers: [ChatService, ChatInboxService, ChatCallerGuard, ChatMessagesRepository, ChatPresence, ChatLive, ChatStreams, ChatMailFallback],
  exports: [ChatInboxService],
})
export class ChatModule {}
