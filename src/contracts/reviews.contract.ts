import { ApiProperty } from '@nestjs/swagger';
import type { ReviewIneligibility } from './reviews.constants.js';

/** The store's own rating of a product: the average of its visible reviews and how many there are. */
export class ReviewSummaryView {
  @ApiProperty({ description: 'Average stars of the visible reviews, to two decimals; 0 when there are none' }) average: number;
  @ApiProperty({ description: 'Visible reviews' }) count: number;
}

/** A review as shoppers read it: the author's display name, never their e-mail address. */
export class ReviewView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) stars: number;
  @ApiProperty() text: string;
  @ApiProperty({ description: 'First name and initial of the last name, from the order that delivered the game' }) authorName: string;
  @ApiProperty({ description: 'Every review is by a shopper who received the game from the store' }) verifiedBuyer: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the author last edited it; null if never' }) editedAt: string | null;
}

/** A page of a product's visible reviews, newest first, with the summary. */
export class ProductReviewsPageView {
  @ApiProperty({ type: () => ReviewSummaryView }) summary: ReviewSummaryView;
  @ApiProperty({ type: () => [ReviewView] }) items: ReviewView[];
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ description: 'Visible reviews in all' }) total: number;
}

/** The author's own review, hidden or not. */
export class OwnReviewView extends ReviewView {
  @ApiProperty({ description: 'Hidden by the store: not shown to other shoppers nor counted in the rating' }) hidden: boolean;
}

/** What the signed-in shopper may do about a product's reviews. */
export class ReviewStandingView {
  @ApiProperty({ description: 'A review may be written now' }) canReview: boolean;
  @ApiProperty({ type: String, enum: ['not_bought', 'not_delivered'], nullable: true, description: 'Why not, when the shopper has no review and may not write one' })
  ineligible: ReviewIneligibility | null;
  @ApiProperty({ type: String, nullable: true, description: 'The name a new review would be shown with' }) authorName: string | null;
  @ApiProperty({ type: () => OwnReviewView, nullable: true }) review: OwnReviewView | null;
}

/** A review as the admin lists it. */
export class AdminReviewView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() productName: string;
  @ApiProperty() productSlug: string;
  @ApiProperty() authorName: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) stars: number;
  @ApiProperty() text: string;
  @ApiProperty() hidden: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) hiddenAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) editedAt: string | null;
}

export class AdminReviewPageView {
  @ApiProperty({ type: () => [AdminReviewView] }) items: AdminReviewView[];
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty() total: number;
  @ApiProperty({ description: 'Hidden reviews in all' }) hiddenCount: number;
}
