import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ContactService } from './contact.service.js';
import { ContactMessageDto } from './dto/contact-message.dto.js';

@ApiTags('store')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Send a message to the store: kept, and mailed to the owner' })
  @ApiCreatedResponse({ description: '{ id, message }' })
  @ApiTooManyRequestsResponse({ description: 'Too many messages from this address; Retry-After says when to try again' })
  send(@Body() body: ContactMessageDto, @Req() request: FastifyRequest) {
    return this.contact.send(body, request.ip ?? null);
  }
}
