import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../common/swagger.js';
import { AccountSessionView } from '#contracts/sessions.contract';
import { AccountSessionsService } from './account-sessions.service.js';
import type { AuthUser } from './auth-user.js';
import { CurrentUser, SignedIn } from './guards.js';

/** The signed-in account's sessions; signing out all others or every one is `POST /auth/logout?scope=others|global`. */
@ApiTags('auth')
@ApiErrorResponses(429)
@Controller('auth/sessions')
export class AccountSessionsController {
  constructor(private readonly sessions: AccountSessionsService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'Your live sessions, the most recently used first (at most 50), the one making the request marked current' })
  @ApiOkResponse({ type: [AccountSessionView] })
  list(@CurrentUser() user: AuthUser): Promise<AccountSessionView[]> {
    return this.sessions.list(user);
  }

  @Delete(':sessionId')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out one of your sessions: its refresh token and its access tokens stop working at once' })
  @ApiErrorResponses({ 404: 'session_not_found: you have no session of that id' })
  @ApiNoContentResponse({ description: 'Signed out (or already ended)' })
  signOut(@CurrentUser() user: AuthUser, @Param('sessionId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) sessionId: string): Promise<void> {
    return this.sessions.signOut(user, sessionId);
  }
}
