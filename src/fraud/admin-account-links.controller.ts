import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../auth/guards.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { AccountLinkPageView, AccountLinkView } from '#contracts/account-links.contract';
import { AccountLinksAdmin } from './account-links-admin.service.js';
import { AccountLinksQueryDto } from './dto/account-links-query.dto.js';
import { BlockLinkedAccountDto } from './dto/block-linked-account.dto.js';

const linkId = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/account-links')
export class AdminAccountLinksController {
  constructor(private readonly links: AccountLinksAdmin) {}

  @Get()
  @ApiOperation({ summary: 'Accounts that share a buyer name, phone, shipping address, IP or device, the latest seen first, 25 a page: open or reviewed' })
  @ApiOkResponse({ type: AccountLinkPageView })
  list(@Query() query: AccountLinksQueryDto) {
    return this.links.page(query.status ?? 'open', query.page ?? 1);
  }

  @Post(':id/dismiss')
  @HttpCode(200)
  @ApiOperation({ summary: 'Different people: dismiss the link; it opens again only when a new kind of signal links the two' })
  @ApiErrorResponses({ 404: 'No such link', 409: 'The link was already reviewed' })
  @ApiOkResponse({ type: AccountLinkView })
  dismiss(@CurrentUser() admin: AuthUser, @Param('id', linkId) id: string) {
    return this.links.dismiss(admin, id);
  }

  @Post(':id/block')
  @HttpCode(200)
  @ApiOperation({ summary: 'Same person: suspend one of the two accounts (its sessions end) and close the link' })
  @ApiErrorResponses({ 404: 'No such link, or no such account', 409: 'The link was already reviewed, or the account is your own', 422: 'The account is not one of the link' })
  @ApiOkResponse({ type: AccountLinkView })
  block(@CurrentUser() admin: AuthUser, @Param('id', linkId) id: string, @Body() body: BlockLinkedAccountDto) {
    return this.links.block(admin, id, body.userId, body.reason);
  }
}
