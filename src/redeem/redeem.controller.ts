import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, SignedIn } from '../auth/guards.js';
import { RedeemDto } from './dto/redeem.dto.js';
import { RedeemService } from './redeem.service.js';

@ApiTags('account')
@SignedIn()
@Controller('redeem')
export class RedeemController {
  constructor(private readonly redeemService: RedeemService) {}

  @Post()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Redeem a CD key obtained elsewhere: a game (delivered as an order of zero total) or store credit' })
  @ApiOkResponse({ description: 'RedeemResult: success, type, product_name, credit_amount, error' })
  @ApiNotFoundResponse({ description: 'No such code' })
  @ApiConflictResponse({ description: 'The code was already redeemed, or its game is out of stock' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts; Retry-After says when to try again' })
  redeem(@CurrentUser() user: AuthUser, @Body() body: RedeemDto) {
    return this.redeemService.redeem(user, body.cd_key);
  }
}
