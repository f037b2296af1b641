import { Body, Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { SessionView } from '#contracts/auth.contract';
import { PasskeyRegistrationOptionsView, PasskeySignInOptionsView, PasskeyView } from '#contracts/passkeys.contract';
import { AccountPasskeysService } from './account-passkeys.service.js';
import { clearPasskeySignInCookie, passkeySignInCookie, setPasskeySignInCookie, setSessionCookies } from './auth-cookies.js';
import type { AuthUser } from './auth-user.js';
import { PasskeySignInDto, RegisterPasskeyDto, RenamePasskeyDto } from './dto/passkey.dto.js';
import { CurrentUser, SignedIn } from './guards.js';
import { PASSKEY_CHALLENGE_TTL_SECONDS } from './passkey-challenges.js';
import { PasskeyRegistration } from './passkey-registration.service.js';
import { PasskeySignIn } from './passkey-sign-in.service.js';
import type { SessionMeta } from './sessions.repository.js';

function metaOf(request: FastifyRequest): SessionMeta {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

const PASSKEY_ID = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** Passkeys (WebAuthn): registering them to the signed-in account, managing them, and signing in with one alone. */
@ApiTags('auth')
@ApiErrorResponses(429)
@Controller('auth/passkeys')
export class PasskeysController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registration: PasskeyRegistration,
    private readonly signIns: PasskeySignIn,
    private readonly accountPasskeys: AccountPasskeysService,
  ) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'Your passkeys, oldest first: name, when added, when last used to sign in' })
  @ApiOkResponse({ type: [PasskeyView] })
  list(@CurrentUser() user: AuthUser): Promise<PasskeyView[]> {
    return this.accountPasskeys.list(user);
  }

  @Post('registration/options')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Options for navigator.credentials.create(): a single-use challenge of this session (five minutes), user verification required' })
  @ApiErrorResponses({ 422: 'passkey_limit_reached' })
  @ApiOkResponse({ type: PasskeyRegistrationOptionsView })
  registrationOptions(@CurrentUser() user: AuthUser): Promise<PasskeyRegistrationOptionsView> {
    return this.registration.options(user);
  }

  @Post('registration/verify')
  @HttpCode(201)
  @SignedIn()
  @ApiOperation({ summary: "Add the passkey the browser made with this session's options; named after the device unless a name is given" })
  @ApiErrorResponses({
    400: 'passkey_challenge_expired (no pending options, or already used), passkey_not_verified, validation_failed',
    409: 'passkey_already_registered',
    422: 'passkey_limit_reached',
  })
  @ApiCreatedResponse({ type: PasskeyView })
  register(@CurrentUser() user: AuthUser, @Body() body: RegisterPasskeyDto, @Req() request: FastifyRequest): Promise<PasskeyView> {
    return this.registration.register(user, metaOf(request).userAgent, body);
  }

  @Post('sign-in/options')
  @HttpCode(200)
  @ApiOperation({ summary: 'Options for navigator.credentials.get() with a discoverable passkey; the challenge is bound to this browser by an httpOnly cookie (five minutes, single use)' })
  @ApiOkResponse({ type: PasskeySignInOptionsView })
  async signInOptions(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<PasskeySignInOptionsView> {
    const { options, handle } = await this.signIns.options(metaOf(request));
    setPasskeySignInCookie(reply, handle, PASSKEY_CHALLENGE_TTL_SECONDS, this.config);
    return options;
  }

  @Post('sign-in/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with the passkey the browser chose: a two-factor session (aal 2); sets the session cookies' })
  @ApiErrorResponses({ 400: 'passkey_challenge_expired (no options asked for in this browser, or already used), passkey_not_verified, validation_failed', 403: 'account_suspended' })
  @ApiOkResponse({ type: SessionView })
  async signIn(@Body() body: PasskeySignInDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionView> {
    const handle = passkeySignInCookie(request);
    clearPasskeySignInCookie(reply, this.config);
    const session = await this.signIns.signIn(metaOf(request), handle, body);
    setSessionCookies(reply, session, this.config);
    return session;
  }

  @Patch(':passkeyId')
  @SignedIn()
  @ApiOperation({ summary: 'Rename one of your passkeys' })
  @ApiErrorResponses({ 400: 'validation_failed', 404: 'passkey_not_found: you have no passkey of that id' })
  @ApiOkResponse({ type: PasskeyView })
  rename(@CurrentUser() user: AuthUser, @Param('passkeyId', PASSKEY_ID) passkeyId: string, @Body() body: RenamePasskeyDto): Promise<PasskeyView> {
    return this.accountPasskeys.rename(user, passkeyId, body.name);
  }

  @Delete(':passkeyId')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove one of your passkeys: it signs in no more' })
  @ApiErrorResponses({ 404: 'passkey_not_found: you have no passkey of that id' })
  @ApiNoContentResponse({ description: 'Removed' })
  remove(@CurrentUser() user: AuthUser, @Param('passkeyId', PASSKEY_ID) passkeyId: string): Promise<void> {
    return this.accountPasskeys.remove(user, passkeyId);
  }
}
