import { Body, Controller, Get, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ChatMessagePageView, ChatSentView, ChatSessionView } from '#contracts/chat.contract';
import { ApiErrorResponses, ApiOkContent } from '../common/swagger.js';
import { type ChatCaller, ChatCallerGuard, CurrentChatCaller } from './chat-caller.js';
import { ChatService } from './chat.service.js';
import { ChatHistoryQueryDto } from './dto/chat-history-query.dto.js';
import { ChatMessageDto } from './dto/chat-message.dto.js';
import { StartChatDto } from './dto/start-chat.dto.js';

@ApiTags('chat')
@UseGuards(ChatCallerGuard)
@ApiErrorResponses(400, 401, 429)
@Controller('chat/conversation')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Get()
  @ApiOperation({ summary: "The caller's conversation (signed in: the account's; guest: the cookie's) with its newest messages, and whether the team is online" })
  @ApiOkResponse({ type: ChatSessionView })
  session(@CurrentChatCaller() caller: ChatCaller) {
    return this.chat.session(caller);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Start a chat (guests give a name and e-mail and get an httpOnly cookie), or answer the one the caller has' })
  @ApiOkResponse({ type: ChatSessionView })
  start(@CurrentChatCaller() caller: ChatCaller, @Body() body: StartChatDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.chat.start(caller, body, reply);
  }

  @Get('messages')
  @ApiOperation({ summary: "Older messages of the caller's conversation, 50 a page, before the message `before`" })
  @ApiErrorResponses({ 404: 'The caller has no conversation' })
  @ApiOkResponse({ type: ChatMessagePageView })
  history(@CurrentChatCaller() caller: ChatCaller, @Query() query: ChatHistoryQueryDto) {
    return this.chat.history(caller, query.before ?? null);
  }

  @Post('messages')
  @HttpCode(201)
  @ApiOperation({ summary: 'Send a message to the team; with no one online, support is e-mailed (once per conversation per 30 minutes)' })
  @ApiErrorResponses({ 404: 'The caller has no conversation' })
  @ApiCreatedResponse({ type: ChatSentView })
  send(@CurrentChatCaller() caller: ChatCaller, @Body() body: ChatMessageDto) {
    return this.chat.send(caller, body.body);
  }

  @Get('stream')
  @ApiOperation({ summary: "The caller's conversation live: `message` and `presence` server-sent events, a heartbeat comment every 20 seconds" })
  @ApiErrorResponses({ 404: 'The caller has no conversation', 429: 'Too many chat windows open for this conversation or address' })
  @ApiOkContent('text/event-stream', 'Server-sent events')
  stream(@CurrentChatCaller() caller: ChatCaller, @Res() reply: FastifyReply) {
    return this.chat.stream(caller, reply);
  }
}
