import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { RecoveryCodesView, SecondFactorProvedView, SessionView, TotpEnrolmentView, TwoFactorStatusView } from '#contracts/auth.contract';
import { setSessionCookies } from './auth-cookies.js';
import type { AuthUser } from './auth-user.js';
import { ConfirmTotpDto, DisableTwoFactorDto, MfaVerifyDto, SecondFactorCodeDto } from './dto/two-factor.dto.js';
import { CurrentUser, SignedIn } from './guards.js';
import { SignInService } from './sign-in.service.js';
import { TwoFactorService } from './two-factor.service.js';

/** Two-factor authentication: the account's authenticator app and recovery codes, the sign-in's second step and step-up. */
@ApiTags('auth')
@ApiErrorResponses(400, 429)
@Controller('auth')
export class TwoFactorController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly twoFactor: TwoFactorService,
    private readonly signIns: SignInService,
  ) {}

  @Get('mfa')
  @SignedIn()
  @ApiOperation({ summary: 'Whether two-factor authentication is on, and how many recovery codes are left' })
  @ApiOkResponse({ type: TwoFactorStatusView })
  status(@CurrentUser() user: AuthUser): Promise<TwoFactorStatusView> {
    return this.twoFactor.status(user);
  }

  @Post('mfa/totp')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({ summary: 'Start setting up an authenticator app: a new secret as a QR code and as text, to confirm with a code' })
  @ApiErrorResponses({ 409: 'mfa_already_enrolled' })
  @ApiOkResponse({ type: TotpEnrolmentView })
  enrol(@CurrentUser() user: AuthUser): Promise<TotpEnrolmentView> {
    return this.twoFactor.beginEnrolment(user);
  }

  @Post('mfa/totp/confirm')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({ summary: "Turn two-factor authentication on with the app's current code; answers ten recovery codes, shown this once" })
  @ApiErrorResponses({ 400: 'invalid_mfa_code or validation_failed', 409: 'mfa_not_enrolled (no set-up started) or mfa_already_enrolled' })
  @ApiOkResponse({ type: RecoveryCodesView })
  confirm(@CurrentUser() user: AuthUser, @Body() body: ConfirmTotpDto): Promise<RecoveryCodesView> {
    return this.twoFactor.confirmEnrolment(user, body.code);
  }

  @Post('mfa/totp/disable')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Turn two-factor authentication off, with the password and a current code (or a recovery code)' })
  @ApiErrorResponses({ 400: 'invalid_credentials (wrong password), invalid_mfa_code or validation_failed', 403: 'mfa_required_for_admins', 409: 'mfa_not_enrolled' })
  @ApiNoContentResponse()
  disable(@CurrentUser() user: AuthUser, @Body() body: DisableTwoFactorDto): Promise<void> {
    return this.twoFactor.disable(user, body.code, body.password);
  }

  @Post('mfa/recovery-codes')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({ summary: 'Replace the recovery codes with ten new ones, for a current code (or a recovery code)' })
  @ApiErrorResponses({ 400: 'invalid_mfa_code or validation_failed', 409: 'mfa_not_enrolled' })
  @ApiOkResponse({ type: RecoveryCodesView })
  regenerateRecoveryCodes(@CurrentUser() user: AuthUser, @Body() body: SecondFactorCodeDto): Promise<RecoveryCodesView> {
    return this.twoFactor.regenerateRecoveryCodes(user, body.code);
  }

  @Post('mfa/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'The second step of a sign-in that answered mfa_required: the mfa_token with a current code or a recovery code; sets the session cookies' })
  @ApiErrorResponses({ 400: 'mfa_challenge_expired (sign in again), invalid_mfa_code or validation_failed', 409: 'mfa_not_enrolled' })
  @ApiOkResponse({ type: SessionView })
  async verify(@Body() body: MfaVerifyDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionView> {
    const session = await this.signIns.withSecondFactor({ ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null }, body.mfa_token, body.code);
    setSessionCookies(reply, session, this.config);
    return session;
  }

  @Post('reauthenticate')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({ summary: 'Prove the second factor again in this session, for acts that need a recent one (revealing a key, spending much store credit)' })
  @ApiErrorResponses({ 400: 'invalid_mfa_code or validation_failed', 409: 'mfa_not_enrolled' })
  @ApiOkResponse({ type: SecondFactorProvedView })
  reauthenticate(@CurrentUser() user: AuthUser, @Body() body: SecondFactorCodeDto): Promise<SecondFactorProvedView> {
    return this.twoFactor.reauthenticate(user, body.code);
  }
}
