import { ApiProperty } from '@nestjs/swagger';

/** What the accounts API answers, to the API and to the pages alike. Money is integer euro cents; dates are ISO 8601 strings. */

export class UserView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ description: 'Whether the owner followed a link mailed to the address; checkout needs it' }) emailVerified: boolean;
  @ApiProperty({ type: String, format: 'email', nullable: true, description: 'After a change of address: the new address, which replaces email once its link is followed' })
  pendingEmail: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: ['customer', 'admin'] }) role: 'customer' | 'admin';
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** A signed-in session, as GoTrue answers it: `expires_at` is in Unix seconds. */
export class SessionView {
  @ApiProperty() access_token: string;
  @ApiProperty({ enum: ['bearer'] }) token_type: 'bearer';
  @ApiProperty({ description: 'Seconds' }) expires_in: number;
  @ApiProperty({ description: 'Unix seconds' }) expires_at: number;
  @ApiProperty() refresh_token: string;
  @ApiProperty({ type: () => UserView }) user: UserView;
}

/** The answer to a right password (or e-mailed code) for an account with two-factor authentication: no session yet. */
export class MfaChallengeView {
  @ApiProperty({ enum: [true] }) mfa_required: true;
  @ApiProperty({ description: 'Send it back with the code to POST /api/auth/mfa/verify' }) mfa_token: string;
  @ApiProperty({ description: 'Seconds the second step may take' }) expires_in: number;
  @ApiProperty({ enum: ['totp', 'recovery_code'], isArray: true }) factors: ('totp' | 'recovery_code')[];
}

/** Whether the account has two-factor authentication on. */
export class TwoFactorStatusView {
  @ApiProperty() enrolled: boolean;
  @ApiProperty({ description: 'Recovery codes not used yet' }) recoveryCodesLeft: number;
}

/** A new authenticator secret to confirm: as a QR code, as text and as the otpauth:// URI. */
export class TotpEnrolmentView {
  @ApiProperty({ description: 'Base32, to type into the app when the QR code cannot be scanned' }) secret: string;
  @ApiProperty({ description: 'otpauth://totp/Keyshop:…' }) otpauthUri: string;
  @ApiProperty({ description: 'The URI as an SVG QR code, in a data: URL' }) qrCodeDataUrl: string;
}

/** Single-use recovery codes, shown once. */
export class RecoveryCodesView {
  @ApiProperty({ type: [String] }) recoveryCodes: string[];
}

/** When the session last proved its second factor. */
export class SecondFactorProvedView {
  @ApiProperty({ format: 'date-time' }) secondFactorAt: string;
}

/** An account's suspension as it now is. */
export class SuspensionView {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) blockedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) blockedReason: string | null;
}

/** An answer that only says what happened, such as a reset link sent. */
export class MessageView {
  @ApiProperty() message: string;
}

export class ProfileView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: String, nullable: true }) phoneNumber: string | null;
  @ApiProperty({ type: String, nullable: true }) steamTradeUrl: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'ZA', description: 'Where the shopper lives (ISO 3166-1 alpha-2): the region guard warns before a key that will not activate there' })
  country: string | null;
  @ApiProperty() isVerified: boolean;
  @ApiProperty({ format: 'date-time', description: "When the account was created (shown as Member Since)" }) memberSince: string;
  @ApiProperty({ format: 'date-time', description: 'When the profile was first made (the first visit to the account)' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class CreditEntryView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() amountCents: number;
  @ApiProperty() source: string;
  @ApiProperty({ type: String, nullable: true, description: 'Masked: only the last characters of the key are shown' }) cdKey: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The order the credit was spent on or returned from' }) orderNumber: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class CreditsView {
  @ApiProperty() balanceCents: number;
  @ApiProperty({ type: () => [CreditEntryView], description: 'Newest first' }) history: CreditEntryView[];
}

/** The contact details of a shopper's last paid order, which the checkout fills in. */
export interface LastOrderContact {
  firstName: string;
  lastName: string | null;
  phone: string | null;
  country: string;
}

export class OrderSummaryView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() orderNumber: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty() status: string;
  @ApiProperty({ description: 'Paid, but held for a review before its keys are delivered (not yet approved)' }) heldForReview: boolean;
  @ApiProperty() totalCents: number;
  @ApiProperty() itemCount: number;
  @ApiProperty({ type: [String], description: "The names of the order's games, each once, A to Z" }) gameNames: string[];
}
