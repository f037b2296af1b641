import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { KEY_CLAIM_ACTIONS, KEY_CLAIM_STATUSES, SCREENSHOT_TYPES, type KeyClaimResolution, type KeyClaimStatus, type ScreenshotType } from './claims.constants.js';

/** One schema for the three outcomes of KeyClaimResolution: `action` says which of the other fields is set. */
const RESOLUTION: ApiPropertyOptions = {
  type: 'object',
  nullable: true,
  description: 'How the claim ended: replace (replacementKeyId), credit (creditCents) or reject (reason); null while open',
  properties: {
    action: { type: 'string', enum: [...KEY_CLAIM_ACTIONS] },
    replacementKeyId: { type: 'string', format: 'uuid' },
    creditCents: { type: 'number' },
    reason: { type: 'string' },
  },
  required: ['action'],
};

/** A claim as its customer sees it. */
export class KeyClaimView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: [...KEY_CLAIM_STATUSES] }) status: KeyClaimStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty(RESOLUTION) resolution: KeyClaimResolution | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) resolvedAt: string | null;
}

/** What each key of an order carries about claims: when it was delivered, until when it may be reported, and its latest claim. */
export class KeyClaimFields {
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The end of the window for reporting the key as not working' })
  claimWindowEndsAt: string | null;
  @ApiProperty({ type: () => KeyClaimView, nullable: true }) claim: KeyClaimView | null;
}

/** A key of an order taken out of use by a claim (replaced, or refunded as credit): masked, with that claim. */
export class ClaimedKeyView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() productName: string;
  @ApiProperty() platform: string;
  @ApiProperty() masked: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredAt: string | null;
  @ApiProperty({ type: () => KeyClaimView }) claim: KeyClaimView;
}

/** A claim in the admin's list. */
export class AdminKeyClaimSummaryView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: [...KEY_CLAIM_STATUSES] }) status: KeyClaimStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) resolvedAt: string | null;
  @ApiProperty() orderNumber: string;
  @ApiProperty() customerEmail: string;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() productName: string;
  @ApiProperty() platform: string;
  @ApiProperty({ description: 'The reported key, masked' }) maskedKey: string;
  @ApiProperty({ description: "The start of the customer's message" }) messagePreview: string;
  @ApiProperty() hasScreenshot: boolean;
}

export class AdminKeyClaimPageView {
  @ApiProperty({ type: () => [AdminKeyClaimSummaryView] }) items: AdminKeyClaimSummaryView[];
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty() total: number;
  @ApiProperty({ description: 'Claims waiting for an admin, whatever the filter' }) openCount: number;
}

export class ClaimScreenshotView {
  @ApiProperty({ enum: SCREENSHOT_TYPES }) contentType: ScreenshotType;
  @ApiProperty() sizeBytes: number;
  @ApiProperty() url: string;
}

export class ClaimOrderView {
  @ApiProperty() orderNumber: string;
  @ApiProperty() status: string;
  @ApiProperty() customerName: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt: string | null;
}

export class ClaimKeyView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() masked: string;
  @ApiProperty() status: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revealedAt: string | null;
}

/** One claim in full for the admin: the message, the screenshot's address, the order and the key (masked). */
export class AdminKeyClaimView extends AdminKeyClaimSummaryView {
  @ApiProperty() message: string;
  @ApiProperty({ type: () => ClaimScreenshotView, nullable: true }) screenshot: ClaimScreenshotView | null;
  @ApiProperty({ type: () => ClaimOrderView }) order: ClaimOrderView;
  @ApiProperty({ type: () => ClaimKeyView }) key: ClaimKeyView;
  @ApiProperty({ description: 'What the customer paid for one unit of the product, in euro cents: what a credit gives back' }) unitPriceCents: number;
  @ApiProperty({ description: 'Keys of the product available now, for a replacement' }) stock: number;
  @ApiProperty(RESOLUTION) resolution: KeyClaimResolution | null;
  @ApiProperty({ type: String, nullable: true }) resolvedByEmail: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The key delivered in its place, masked, once replaced' }) replacementMasked: string | null;
}
