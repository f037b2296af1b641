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
