import { Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AllowCrossSite } from '../auth/same-origin.guard.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { UnsubscribeView } from '#contracts/wishlists.contract';
import { UnsubscribeQueryDto } from './dto/wishlist.dto.js';
import { AlertUnsubscribe } from './alert-unsubscribe.service.js';

/**
 * The unsubscribe link of alert mails, without signing in: the page it opens posts here, and so do
 * mail apps (List-Unsubscribe-Post, RFC 8058), from no page of ours and with any body.
 */
@ApiTags('account')
@Controller('alerts')
export class AlertUnsubscribeController {
  constructor(private readonly unsubscribe: AlertUnsubscribe) {}

  @Post('unsubscribe')
  @HttpCode(200)
  @AllowCrossSite()
  @ApiOperation({ summary: 'Turn off what an alert mail\'s link names: that "notify me" request, or price-drop mails; again changes nothing' })
  @ApiErrorResponses(429, { 400: 'invalid_unsubscribe_link: the token is not one the store signed' })
  @ApiOkResponse({ type: UnsubscribeView })
  post(@Query() query: UnsubscribeQueryDto): Promise<UnsubscribeView> {
    return this.unsubscribe.unsubscribe(query.token);
  }
}
