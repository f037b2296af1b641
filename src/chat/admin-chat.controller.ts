import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminChatConversationView, AdminChatPageView, ChatMessagePageView, ChatMessageView } from '#contracts/chat.contract';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../auth/guards.js';
import { ApiErrorResponses, ApiOkContent } from '../common/swagger.js';
import { ChatInboxService } from './chat-inbox.service.js';
import { ChatHistoryQueryDto } from './dto/chat-history-query.dto.js';
import { ChatInboxQueryDto } from './dto/chat-inbox-query.dto.js';
import { ChatMessageDto } from './dto/chat-message.dto.js';

const conversationId = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/chat')
export class AdminChatController {
  constructor(private readonly inbox: ChatInboxService) {}

  @Get('conversations')
  @ApiOperation({ summary: 'Chat conversations, newest activity first, 25 a page, each marked unread when the shopper wrote since an admin read it; `filter=unanswered` lists only those' })
  @ApiOkResponse({ type: AdminChatPageView })
  list(@Query() query: ChatInboxQueryDto) {
    return this.inbox.page(query.page ?? 1, query.filter === 'unanswered');
  }

  @Get('conversations/:id')
  @ApiOperation({ summary: 'One conversation with its newest 50 messages, and whether the shopper has the chat open' })
  @ApiErrorResponses({ 404: 'No such conversation' })
  @ApiOkResponse({ type: AdminChatConversationView })
  detail(@Param('id', conversationId) id: string) {
    return this.inbox.detail(id);
  }

  @Get('conversations/:id/messages')
  @ApiOperation({ summary: 'Older messages of a conversation, 50 a page, before the message `before`' })
  @ApiErrorResponses({ 404: 'No such conversation' })
  @ApiOkResponse({ type: ChatMessagePageView })
  history(@Param('id', conversationId) id: string, @Query() query: ChatHistoryQueryDto) {
    return this.inbox.history(id, query.before ?? null);
  }

  @Post('conversations/:id/read')
  @HttpCode(204)
  @ApiOperation({ summary: 'Mark what the shopper wrote so far as read' })
  @ApiErrorResponses({ 404: 'No such conversation' })
  @ApiNoContentResponse({ description: 'Marked as read' })
  async read(@Param('id', conversationId) id: string) {
    await this.inbox.markRead(id);
  }

  @Post('conversations/:id/messages')
  @HttpCode(201)
  @ApiOperation({ summary: "Answer the shopper: live in their chat, or by e-mail while it is closed (once per conversation per 30 minutes)" })
  @ApiErrorResponses({ 404: 'No such conversation' })
  @ApiCreatedResponse({ type: ChatMessageView })
  answer(@CurrentUser() admin: AuthUser, @Param('id', conversationId) id: string, @Body() body: ChatMessageDto) {
    return this.inbox.answer(admin, id, body.body);
  }

  @Get('stream')
  @ApiOperation({ summary: "Every conversation's new messages as `message` server-sent events; the team counts as online while one is open" })
  @ApiOkContent('text/event-stream', 'Server-sent events, a heartbeat comment every 20 seconds')
  stream(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.inbox.stream(request, reply);
  }
}
