import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import type { CreditsView } from '../auth/auth.views.js';
import { CurrentUser, SignedIn } from '../auth/guards.js';
import { CreditsService } from './credits.service.js';

@ApiTags('account')
@SignedIn()
@Controller('me/credits')
export class MyCreditsController {
  constructor(private readonly credits: CreditsService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's store credit: balance and history, in euro cents" })
  @ApiOkResponse({ description: 'CreditsView' })
  get(@CurrentUser() user: AuthUser): Promise<CreditsView> {
    return this.credits.credits(user.id);
  }
}
