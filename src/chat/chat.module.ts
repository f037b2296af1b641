import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { AdminChatController } from './admin-chat.controller.js';
import { ChatCallerGuard } from './chat-caller.js';
import { ChatConversationsRepository } from './chat-conversations.repository.js';
import { ChatInboxService } from './chat-inbox.service.js';
import { ChatLive } from './chat-live.js';
import { ChatMailFallback } from './chat-mail-fallback.js';
import { ChatMessagesRepository } from './chat-messages.repository.js';
import { ChatPresence } from './chat-presence.js';
import { ChatStreams } from './chat-streams.js';
import { ChatController } from './chat.controller.js';
import { ChatService } from './chat.service.js';

/** Live chat between shoppers and the admins: its tables, its live streams over Redis, and its e-mail fallback. */
@Module({
  imports: [AuthModule, NotificationsModule],
  controllers: [ChatController, AdminChatController],
  providers: [ChatService, ChatInboxService, ChatCallerGuard, ChatConversationsRepository, ChatMessagesRepository, ChatPresence, ChatLive, ChatStreams, ChatMailFallback],
})
export class ChatModule {}
