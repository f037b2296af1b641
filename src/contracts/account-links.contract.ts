import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_LINK_FILTERS, type AccountLinkStatus, SIGNAL_KINDS, type SignalKind } from './account-links.constants.js';

/** One of the two accounts of a link. */
export class LinkedAccountView {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Orders the account has paid' }) paidOrders: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the account was suspended; null if it is not' }) blockedAt: string | null;
}

/** Something both accounts were seen with. */
export class SharedSignalView {
  @ApiProperty({ enum: SIGNAL_KINDS }) kind: SignalKind;
  @ApiProperty({ description: 'The value as compared: a folded name, the last digits of a phone, an address, an IP, a browser at an IP' }) label: string;
}

/** Two accounts that share a buyer name, phone, shipping address, IP or device, and what an admin decided about them. */
export class AccountLinkView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['open', 'dismissed', 'blocked'] }) status: AccountLinkStatus;
  @ApiProperty({ type: () => [LinkedAccountView], minItems: 2, maxItems: 2 }) accounts: LinkedAccountView[];
  @ApiProperty({ type: () => [SharedSignalView] }) shared: SharedSignalView[];
  @ApiProperty({ format: 'date-time' }) firstSeenAt: string;
  @ApiProperty({ format: 'date-time', description: 'When a shared signal was last seen' }) lastSeenAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The admin who decided' }) decidedBy: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The account suspended as the same person' }) blockedUserId: string | null;
}

/** A page of links, the latest seen first. */
export class AccountLinkPageView {
  @ApiProperty({ type: () => [AccountLinkView] }) items: AccountLinkView[];
  @ApiProperty({ enum: ACCOUNT_LINK_FILTERS }) status: string;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ description: 'Links of this status in all' }) total: number;
  @ApiProperty({ description: 'Open links in all, waiting for a decision' }) openCount: number;
}
