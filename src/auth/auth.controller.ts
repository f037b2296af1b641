import { Body, Controller, Get, HttpCode, Inject, Post, Put, Query, Req, Res, ValidationPipe } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { createValidationPipe } from '../common/validation.pipe.js';
import { bearerToken, clearSessionCookies, sessionCookies, setSessionCookies } from './auth-cookies.js';
import { RefreshTokenNotFoundError } from './auth.errors.js';
import type { AuthUser } from './auth-user.js';
import { CodeSignInService } from './code-sign-in.service.js';
import { RequestCodeDto, VerifyCodeDto } from './dto/code-sign-in.dto.js';
import { LogoutQueryDto } from './dto/logout-query.dto.js';
import { RecoverDto, ResetPasswordDto } from './dto/recovery.dto.js';
import { VerifyEmailDto } from './dto/verify-email.dto.js';
import { EmailVerificationService } from './email-verification.service.js';
import { SignUpDto } from './dto/sign-up.dto.js';
import { PasswordGrantDto, RefreshGrantDto, TokenQueryDto } from './dto/token.dto.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { CurrentUser, SignedIn } from './guards.js';
import { PasswordRecoveryService } from './password-recovery.service.js';
import type { SessionMeta } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { SignInService } from './sign-in.service.js';
import { SignOutService } from './sign-out.service.js';
import { SignUpService } from './sign-up.service.js';
import { UserSettingsService } from './user-settings.service.js';
import { UsersService } from './users.service.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { MessageView, MfaChallengeView, SessionView, UserView } from '#contracts/auth.contract';

function metaOf(request: FastifyRequest): SessionMeta {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

@ApiTags('auth')
@ApiErrorResponses(400, 429)
@Controller('auth')
export class AuthController {
  private readonly validation: ValidationPipe;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly signUps: SignUpService,
    private readonly signIns: SignInService,
    private readonly codeSignIns: CodeSignInService,
    private readonly signOuts: SignOutService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly settings: UserSettingsService,
    private readonly recovery: PasswordRecoveryService,
    private readonly verification: EmailVerificationService,
  ) {
    this.validation = createValidationPipe(config.input);
  }

  /** Checks a body against the DTO of its variant (the token endpoint's body depends on its grant type). */
  private async bodyAs<T extends object>(dto: new () => T, body: unknown): Promise<T> {
    return this.validation.transform(body ?? {}, { type: 'body', metatype: dto });
  }

  @Post('signup')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Create an account (18 or older, terms accepted) and mail a link that confirms the address; no session until it is followed. The same answer when the address already has an account (its owner is mailed instead)',
  })
  @ApiErrorResponses({ 400: 'validation_failed: bad e-mail, age not confirmed, terms not accepted', 422: 'weak_password (details: length, characters, common)', 429: 'over_request_rate_limit, with Retry-After' })
  @ApiOkResponse({ type: MessageView })
  signUp(@Body() body: SignUpDto, @Req() request: FastifyRequest): Promise<MessageView> {
    return this.signUps.signUp(metaOf(request), { email: body.email, password: body.password, phone: body.phone ?? null });
  }

  @Post('verify-email')
  @HttpCode(200)
  @ApiOperation({ summary: "Follow an e-mail verification link: verifies the account's address (or makes a new address the account's) and signs in; sets the session cookies" })
  @ApiErrorResponses({ 400: 'invalid_verification_token (unknown, used or expired)', 403: 'account_suspended', 422: 'email_exists (the new address was taken meanwhile)' })
  @ApiOkResponse({ description: 'A session, or (an account with two-factor authentication) mfa_required with the token of the second step', schema: { oneOf: [{ $ref: getSchemaPath(SessionView) }, { $ref: getSchemaPath(MfaChallengeView) }] } })
  async verifyEmail(@Body() body: VerifyEmailDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionView | MfaChallengeView> {
    return this.withCookies(reply, await this.verification.verify(metaOf(request), body.token));
  }

  @Post('verification/resend')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: "Mail the link that confirms the account's address again (3 an hour per account, 10 per client address)" })
  @ApiErrorResponses({ 429: 'over_request_rate_limit, with Retry-After' })
  @ApiOkResponse({ type: MessageView })
  resendVerification(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<MessageView> {
    return this.verification.resend(user, request.ip ?? null);
  }

  @Post('token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in (grant_type=password) or exchange a refresh token for new tokens (grant_type=refresh_token, body or cookie)' })
  @ApiExtraModels(PasswordGrantDto, RefreshGrantDto)
  @ApiBody({ schema: { oneOf: [{ $ref: getSchemaPath(PasswordGrantDto) }, { $ref: getSchemaPath(RefreshGrantDto) }] } })
  @ApiErrorResponses({
    400: 'invalid_credentials (a wrong e-mail, password or challenge code), refresh_token_not_found, refresh_token_already_used (the session is ended), session_not_found',
    401: 'sign_in_challenge_required: after many failed sign-ins the password needs the code mailed to the account (send it back as `code`)',
    429: 'over_request_rate_limit (per IP) or sign_in_delayed (failed sign-ins for the address or account), with Retry-After',
  })
  @ApiExtraModels(MfaChallengeView)
  @ApiOkResponse({ description: 'A session, or (grant_type=password, an account with two-factor authentication) mfa_required with the token of the second step', schema: { oneOf: [{ $ref: getSchemaPath(SessionView) }, { $ref: getSchemaPath(MfaChallengeView) }] } })
  async token(@Query() query: TokenQueryDto, @Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionView | MfaChallengeView> {
    if (query.grant_type === 'password') {
      const grant = await this.bodyAs(PasswordGrantDto, body);
      return this.withCookies(reply, await this.signIns.withPassword(metaOf(request), grant.email, grant.password, grant.code));
    }
    const grant = await this.bodyAs(RefreshGrantDto, body);
    const fromCookie = !grant.refresh_token;
    const refreshToken = grant.refresh_token ?? sessionCookies(request).refreshToken;
    if (!refreshToken) throw new RefreshTokenNotFoundError();
    try {
      return this.withCookies(reply, await this.sessions.refresh(refreshToken));
    } catch (error) {
      // The session behind the cookies is gone: so are the cookies.
      if (fromCookie) clearSessionCookies(reply, this.config);
      throw error;
    }
  }

  @Post('otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail a 6-digit sign-in code and a sign-in link (single use, SIGN_IN_CODE_TTL); the same answer whether or not the account exists' })
  @ApiErrorResponses({ 429: 'over_email_send_rate_limit (one code a minute per address) or over_request_rate_limit, with Retry-After' })
  @ApiOkResponse({ type: MessageView })
  requestCode(@Body() body: RequestCodeDto, @Req() request: FastifyRequest): Promise<{ message: string }> {
    return this.codeSignIns.requestCode(metaOf(request), body.email);
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with { email, code } or with the { token } of the sign-in link; sets the session cookies' })
  @ApiErrorResponses({ 400: 'otp_expired: the code is wrong, expired, used, replaced or guessed too often, or the link cannot be used; validation_failed', 429: 'over_request_rate_limit, with Retry-After' })
  @ApiExtraModels(SessionView, MfaChallengeView)
  @ApiOkResponse({ description: 'A session, or (an account with two-factor authentication) mfa_required with the token of the second step', schema: { oneOf: [{ $ref: getSchemaPath(SessionView) }, { $ref: getSchemaPath(MfaChallengeView) }] } })
  async verify(@Body() body: VerifyCodeDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionView | MfaChallengeView> {
    const session = body.token !== undefined ? this.codeSignIns.verifyLink(metaOf(request), body.token) : this.codeSignIns.verifyCode(metaOf(request), body.email!, body.code!);
    return this.withCookies(reply, await session);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out this session (local), every session (global) or the others; clears the cookies for local and global' })
  @ApiNoContentResponse()
  async logout(@Query() query: LogoutQueryDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const cookies = sessionCookies(request);
    const scope = await this.signOuts.signOut({ bearer: bearerToken(request), ...cookies }, query.scope);
    if (scope !== 'others') clearSessionCookies(reply, this.config);
  }

  @Get('user')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserView })
  user(@CurrentUser() user: AuthUser): Promise<UserView> {
    return this.users.view(user.id);
  }

  @Put('user')
  @SignedIn()
  @ApiOperation({ summary: 'Change e-mail, phone or password; a new e-mail or password needs currentPassword; a new e-mail replaces the old one once the link mailed to it is followed' })
  @ApiErrorResponses({ 400: 'reauthentication_needed, invalid_credentials (wrong current password) or validation_failed', 422: 'weak_password, same_password or email_exists' })
  @ApiOkResponse({ type: UserView })
  updateUser(@CurrentUser() user: AuthUser, @Body() body: UpdateUserDto): Promise<UserView> {
    return this.settings.update(user, body);
  }

  @Post('recover')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a password reset link by e-mail; the same answer whether or not the account exists' })
  @ApiErrorResponses({ 429: 'over_request_rate_limit, with Retry-After' })
  @ApiOkResponse({ type: MessageView })
  recover(@Body() body: RecoverDto, @Req() request: FastifyRequest): Promise<{ message: string }> {
    return this.recovery.recover(metaOf(request), body.email);
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the token of a reset link (single-use, one hour); signs in' })
  @ApiErrorResponses({ 400: 'invalid_reset_token', 422: 'weak_password' })
  @ApiExtraModels(SessionView, MfaChallengeView)
  @ApiOkResponse({ description: 'A session, or (an account with two-factor authentication) mfa_required with the token of the second step', schema: { oneOf: [{ $ref: getSchemaPath(SessionView) }, { $ref: getSchemaPath(MfaChallengeView) }] } })
  async resetPassword(@Body() body: ResetPasswordDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionView | MfaChallengeView> {
    return this.withCookies(reply, await this.recovery.reset(metaOf(request), body.token, body.password));
  }

  /** Sets the session cookies when the answer is a session (not the second step of a sign-in). */
  private withCookies<T extends SessionView | MfaChallengeView>(reply: FastifyReply, outcome: T): T {
    if ('access_token' in outcome) setSessionCookies(reply, outcome, this.config);
    return outcome;
  }
}
