/** Review rules shared with the pages at run time (no decorators: the client bundle imports this file). */

/** Stars a review gives: a whole number from 1 to 5. */
export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;

/** A review's text, in characters once trimmed. */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;

/** Reviews a product page shows at a time, newest first. */
export const PRODUCT_REVIEWS_PAGE_SIZE = 10;
export const ADMIN_REVIEWS_PAGE_SIZE = 25;

/** The admin's list: every review, or only the visible or only the hidden ones. */
export type ReviewVisibility = 'visible' | 'hidden';
export const REVIEW_VISIBILITIES: readonly ReviewVisibility[] = ['visible', 'hidden'];

/** Why a signed-in shopper may not review a product, when they may not. */
export type ReviewIneligibility = 'not_bought' | 'not_delivered';

/** What the store says to a shopper who may not review: who can. */
export const ONLY_BUYERS_MESSAGE = 'Only buyers who received this game can review it.';
export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this game — edit your review instead.';

/** The summary of `count` visible reviews giving `starTotal` stars in all: the average to two decimals; null for none. */
export function reviewSummaryOf(count: number, starTotal: number): { average: number; count: number } | null {
  if (!(count > 0)) return null;
  return { average: Math.round((starTotal / count) * 100) / 100, count };
}
