import { ADMIN_PATH } from '../../lib/paths';
import { REVIEW_STARS_MAX, REVIEW_STARS_MIN, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_VISIBILITIES, type ReviewVisibility } from '#contracts/reviews.constants';
import { formatCount } from '../../lib/format-count';

export { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_VISIBILITIES };

/** The product page's query parameter for the page of its reviews. */
export const REVIEWS_PAGE_PARAM = 'reviews';
/** The id of the product page's reviews section, which its page links scroll to. */
export const REVIEWS_SECTION_ID = 'reviews';

const MAX_PAGE = 10_000;

/** A page number from the address: a whole number from 1, else the first page. */
export function parsePage(value: string | undefined): number {
  const page = /^\d{1,5}$/.test(value ?? '') ? Number(value) : 1;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The address of a page of a product's reviews, at the reviews. */
export function reviewsPageHref(productPath: string, page: number): string {
  return `${productPath}${page > 1 ? `?${REVIEWS_PAGE_PARAM}=${page}` : ''}#${REVIEWS_SECTION_ID}`;
}

export function productReviewsApiPath(productId: string): string {
  return `/api/products/${encodeURIComponent(productId)}/reviews`;
}

export function ownReviewApiPath(productId: string): string {
  return `${productReviewsApiPath(productId)}/mine`;
}

export interface ReviewValues {
  /** 0 until the shopper picks a number of stars. */
  stars: number;
  text: string;
}

/** What is wrong with a review before it is sent, per field, in the server's terms. */
export function reviewProblems({ stars, text }: ReviewValues): { stars: string | null; text: string | null } {
  const length = text.trim().length;
  return {
    stars: Number.isInteger(stars) && stars >= REVIEW_STARS_MIN && stars <= REVIEW_STARS_MAX ? null : 'Choose from 1 to 5 stars.',
    text:
      length < REVIEW_TEXT_MIN
        ? `Say a little more about the game: at least ${REVIEW_TEXT_MIN} characters.`
        : length > REVIEW_TEXT_MAX
          ? `Keep your review to ${formatCount(REVIEW_TEXT_MAX)} characters (${formatCount(length)} now).`
          : null,
  };
}

export const ADMIN_REVIEWS_PATH = `${ADMIN_PATH}/reviews`;

/** The admin's list of reviews as its URL states it: all (null), visible or hidden, and a page from 1. */
export interface AdminReviewsQuery {
  visibility: ReviewVisibility | null;
  page: number;
}

export function parseAdminReviewsQuery(search: Record<string, string | undefined>): AdminReviewsQuery {
  return { visibility: REVIEW_VISIBILITIES.find((value) => value === search.visibility) ?? null, page: parsePage(search.page) };
}

/** The list's address; the defaults (all, page 1) are left out. */
export function adminReviewsHref({ visibility, page }: AdminReviewsQuery): string {
  const params = new URLSearchParams();
  if (visibility) params.set('visibility', visibility);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${ADMIN_REVIEWS_PATH}?${query}` : ADMIN_REVIEWS_PATH;
}

export function adminReviewsApiPath({ visibility, page }: AdminReviewsQuery): string {
  const params = new URLSearchParams();
  if (visibility) params.set('visibility', visibility);
  params.set('page', String(page));
  return `/api/admin/reviews?${params.toString()}`;
}

export function reviewVisibilityApiPath(id: string, hide: boolean): string {
  return `/api/admin/reviews/${encodeURIComponent(id)}/${hide ? 'hide' : 'unhide'}`;
}

export function visibilityLabel(visibility: ReviewVisibility): string {
  return visibility === 'hidden' ? 'Hidden' : 'Visible';
}
