import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, SignedIn } from '../auth/guards.js';
import { RedeemDto } from './dto/redeem.dto.js';
import { RedeemService } from './redeem.service.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { RedeemResult } from '#contracts/redeem.contract';

@ApiTags('account')
@SignedIn()
@ApiErrorResponses(400, 429)
@Controller('redeem')
export class RedeemController {
  constructor(private readonly redeemService: RedeemService) {}

  @Post()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Redeem a CD key obtained elsewhere: a game (delivered as an order of zero total) or store credit' })
  @ApiErrorResponses({ 404: 'No such code', 409: 'The code was already redeemed, or its game is out of stock', 429: 'Too many failed attempts; Retry-After says when to try again' })
  @ApiOkResponse({ type: RedeemResult })
  redeem(@CurrentUser() user: AuthUser, @Body() body: RedeemDto) {
    return this.redeemService.redeem(user, body.cd_key);
  }
}
