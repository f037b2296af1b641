import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuditModule } from '../audit/audit.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { AccessTokens } from './access-tokens.js';
import { AccountPasskeysService } from './account-passkeys.service.js';
import { AccountSessionsController } from './account-sessions.controller.js';
import { AccountSessionsService } from './account-sessions.service.js';
import { AccountSuspension } from './account-suspension.service.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AuthRetention } from './auth-retention.service.js';
import { AuthController } from './auth.controller.js';
import { CodeSignInService } from './code-sign-in.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { EmailVerificationTokensRepository } from './email-verification-tokens.repository.js';
import { AdminSecondFactorGuard, JwtAuthGuard, RecentSecondFactorGuard, RolesGuard } from './guards.js';
import { MfaChallenges } from './mfa-challenges.js';
import { SecondFactorsRepository } from './second-factors.repository.js';
import { StepUp } from './step-up.service.js';
import { TotpSecretCipher } from './totp-secret-cipher.js';
import { TwoFactorController } from './two-factor.controller.js';
import { TwoFactorService } from './two-factor.service.js';
import { KnownDevicesRepository } from './known-devices.repository.js';
import { NewDeviceAlerts } from './new-device-alerts.service.js';
import { PageSessionService } from './page-session.service.js';
import { PasskeyChallenges } from './passkey-challenges.js';
import { PasskeyRegistration } from './passkey-registration.service.js';
import { PasskeySignIn } from './passkey-sign-in.service.js';
import { PasskeysController } from './passkeys.controller.js';
import { PasskeysRepository } from './passkeys.repository.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordRecoveryService } from './password-recovery.service.js';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository.js';
import { SameOriginGuard } from './same-origin.guard.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { SignInCodesRepository } from './sign-in-codes.repository.js';
import { SignInCodes } from './sign-in-codes.service.js';
import { SignInFailures } from './sign-in-failures.js';
import { SignInService } from './sign-in.service.js';
import { SignOutService } from './sign-out.service.js';
import { SignUpService } from './sign-up.service.js';
import { UserSettingsService } from './user-settings.service.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/** The session, reset-link and verification-link tables, for this folder's modules only. */
@Module({
  providers: [SessionsRepository, PasswordResetTokensRepository, EmailVerificationTokensRepository],
  exports: [SessionsRepository, PasswordResetTokensRepository, EmailVerificationTokensRepository],
})
export class AuthStoreModule {}

/** The scheduled cleanup's side of accounts: ended sessions and expired reset and verification links. */
@Module({ imports: [AuthStoreModule], providers: [AuthRetention], exports: [AuthRetention] })
export class AuthRetentionModule {}

/**
 * Identity: accounts, sessions (JWT access token and rotating refresh token, in httpOnly cookies or
 * Bearer), e-mail verification, password recovery, roles, and the same-origin check on every state-changing request.
 * Global: any module's routes use its guards, which read the session of the token.
 */
@Global()
@Module({
  imports: [NotificationsModule, AuditModule, AuthStoreModule],
  controllers: [AuthController, TwoFactorController, AccountSessionsController, PasskeysController, AdminUsersController],
  providers: [
    { provide: APP_GUARD, useClass: SameOriginGuard },
    { provide: PasswordHasher, useValue: new PasswordHasher() },
    AccessTokens,
    JwtAuthGuard,
    RolesGuard,
    AdminSecondFactorGuard,
    RecentSecondFactorGuard,
    StepUp,
    SecondFactorsRepository,
    TotpSecretCipher,
    TwoFactorService,
    MfaChallenges,
    UsersRepository,
    UsersService,
    SessionsService,
    AccountSessionsService,
    KnownDevicesRepository,
    NewDeviceAlerts,
    SignUpService,
    SignInService,
    SignInFailures,
    SignInCodesRepository,
    SignInCodes,
    CodeSignInService,
    SignOutService,
    UserSettingsService,
    PasswordRecoveryService,
    EmailVerificationService,
    PageSessionService,
    AccountSuspension,
    PasskeysRepository,
    PasskeyChallenges,
    PasskeyRegistration,
    PasskeySignIn,
    AccountPasskeysService,
  ],
  exports: [AccessTokens, SessionsService, JwtAuthGuard, RolesGuard, AdminSecondFactorGuard, RecentSecondFactorGuard, StepUp, UsersService, PageSessionService, AccountSuspension],
})
export class AuthModule {}
