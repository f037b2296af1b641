import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ContactService } from './contact.service.js';
import { ContactMessageDto } from './dto/contact-message.dto.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { ContactReceipt } from '#contracts/store.contract';

@ApiTags('store')
@ApiErrorResponses(400, 429)
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Send a message to the store: kept, and mailed to the owner' })
  @ApiErrorResponses({ 429: 'Too many messages from this address; Retry-After says when to try again' })
  @ApiCreatedResponse({ type: ContactReceipt })
  send(@Body() body: ContactMessageDto, @Req() request: FastifyRequest) {
    return this.contact.send(body, request.ip ?? null);
  }
}
