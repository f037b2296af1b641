import { ApiProperty } from '@nestjs/swagger';
import { CHAT_AUTHORS, type ChatAuthor } from './chat.constants.js';

/** One message of a conversation. `id` grows with time: the older page is asked for with `before`. */
export class ChatMessageView {
  @ApiProperty({ description: 'Grows with time within the store' }) id: string;
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty({ enum: [...CHAT_AUTHORS] }) author: ChatAuthor;
  @ApiProperty() body: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** A shopper's conversation with the newest messages, oldest first. */
export class ChatConversationView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Where answers go by e-mail while the shopper is away' }) email: string;
  @ApiProperty({ type: () => [ChatMessageView] }) messages: ChatMessageView[];
  @ApiProperty({ description: 'Whether older messages than the first one exist' }) hasOlder: boolean;
}

/** What the chat panel opens with: the caller's conversation, if any, and whether someone of the team is online. */
export class ChatSessionView {
  @ApiProperty({ type: () => ChatConversationView, nullable: true }) conversation: ChatConversationView | null;
  @ApiProperty({ description: 'An admin has the inbox open right now' }) teamOnline: boolean;
}

/** A page of older messages, oldest first. */
export class ChatMessagePageView {
  @ApiProperty({ type: () => [ChatMessageView] }) messages: ChatMessageView[];
  @ApiProperty() hasOlder: boolean;
}

/** A conversation in the admin inbox. */
export class AdminChatSummaryView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Started by a signed-in customer rather than a guest' }) signedIn: boolean;
  @ApiProperty({ format: 'date-time' }) lastMessageAt: string;
  @ApiProperty({ description: 'The newest message, cut to 140 characters' }) preview: string;
  @ApiProperty({ description: 'The shopper wrote since an admin last read it' }) unread: boolean;
}

/** A page of the admin inbox, newest activity first. */
export class AdminChatPageView {
  @ApiProperty({ type: () => [AdminChatSummaryView] }) items: AdminChatSummaryView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pages: number;
}

/** One conversation as the admin inbox shows it. */
export class AdminChatConversationView extends ChatConversationView {
  @ApiProperty() signedIn: boolean;
  @ApiProperty({ description: 'The shopper has the chat open right now' }) shopperOnline: boolean;
}

/** A message the shopper sent, and whether someone of the team is online to read it now (else the answer comes by e-mail). */
export class ChatSentView {
  @ApiProperty({ type: () => ChatMessageView }) message: ChatMessageView;
  @ApiProperty() teamOnline: boolean;
}
