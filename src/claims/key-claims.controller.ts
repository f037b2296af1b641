import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, SignedIn } from '../auth/guards.js';
import { ReportKeyClaimDto } from './dto/report-key-claim.dto.js';
import { KeyClaimsService } from './key-claims.service.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { KeyClaimView } from '#contracts/claims.contract';

@ApiTags('orders')
@SignedIn()
@ApiErrorResponses(400, 429)
@Controller('orders/:orderNumber/keys/:keyId/claims')
export class KeyClaimsController {
  constructor(private readonly claims: KeyClaimsService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Report a delivered key of your order as not working, within 48 hours of its delivery; a screenshot (PNG, JPEG or WebP, at most 700 KB) is optional' })
  @ApiErrorResponses({ 400: 'The message or the screenshot is refused (type, size, or a declared type that does not match the file)', 404: 'No such order in your account, or no such delivered key in it', 409: 'Outside the window, already reported, or already replaced or refunded' })
  @ApiCreatedResponse({ type: KeyClaimView, description: 'The claim, open' })
  report(@CurrentUser() user: AuthUser, @Param('orderNumber') orderNumber: string, @Param('keyId') keyId: string, @Body() body: ReportKeyClaimDto) {
    return this.claims.report(user, orderNumber, keyId, body);
  }
}
