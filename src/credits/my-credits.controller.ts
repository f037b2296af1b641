import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, SignedIn } from '../auth/guards.js';
import { CreditsService } from './credits.service.js';
import { CreditsView } from '#contracts/auth.contract';
import { ApiErrorResponses } from '../common/swagger.js';

@ApiTags('account')
@SignedIn()
@ApiErrorResponses(400, 429)
@Controller('me/credits')
export class MyCreditsController {
  constructor(private readonly credits: CreditsService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's store credit: balance and history, in euro cents" })
  @ApiOkResponse({ type: CreditsView })
  get(@CurrentUser() user: AuthUser): Promise<CreditsView> {
    return this.credits.credits(user.id);
  }
}
