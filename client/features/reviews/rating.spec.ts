import { describe, expect, it } from '@jest/globals';
import { newProductCard } from '../catalog/test-products';
import { formatAverage, productRating, rawgRatingLabel, reviewCountLabel, reviewSummaryLabel, starsLabel } from './rating';
import { adminReviewsApiPath, adminReviewsHref, parseAdminReviewsQuery, reviewProblems, reviewsPageHref } from './reviews';

describe('product ratings', () => {
  it("shows the store's reviews first, then a RAWG rating, and no rating at all otherwise", () => {
    expect(productRating(newProductCard({ reviews: { average: 4.33, count: 12 }, rawgRating: 3.9 }))).toEqual({ kind: 'reviews', average: 4.33, count: 12 });
    expect(productRating(newProductCard({ reviews: null, rawgRating: 4.21 }))).toEqual({ kind: 'rawg', rating: 4.21 });
    expect(productRating(newProductCard({ reviews: null, rawgRating: null }))).toBeNull();
    expect(productRating(newProductCard({ reviews: { average: 0, count: 0 }, rawgRating: 0 }))).toBeNull();
  });

  it('says the average with its count, and a RAWG rating as RAWG\'s', () => {
    expect(reviewSummaryLabel({ average: 4.333, count: 12 })).toBe('4.3 out of 5 · 12 reviews');
    expect(reviewSummaryLabel({ average: 5, count: 1 })).toBe('5.0 out of 5 · 1 review');
    expect(reviewCountLabel(1234)).toBe('1,234 reviews');
    expect(rawgRatingLabel(4.2)).toBe('RAWG rating 4.2/5');
    expect(rawgRatingLabel(4.47)).toBe('RAWG rating 4.5/5');
    expect(formatAverage(7)).toBe('5.0');
    expect(starsLabel(1)).toBe('1 star');
    expect(starsLabel(4)).toBe('4 stars');
  });
});

describe('review form and addresses', () => {
  it('asks for stars and 10 to 2,000 characters, counted once trimmed', () => {
    expect(reviewProblems({ stars: 4, text: 'A fine game, well worth it.' })).toEqual({ stars: null, text: null });
    expect(reviewProblems({ stars: 0, text: '   short   ' })).toEqual({ stars: 'Choose from 1 to 5 stars.', text: 'Say a little more about the game: at least 10 characters.' });
    expect(reviewProblems({ stars: 6, text: 'x'.repeat(2001) })).toEqual({ stars: 'Choose from 1 to 5 stars.', text: 'Keep your review to 2,000 characters (2,001 now).' });
  });

  it('links pages of reviews to the reviews, and reads the admin list from its address', () => {
    expect(reviewsPageHref('/product/portal-2', 1)).toBe('/product/portal-2#reviews');
    expect(reviewsPageHref('/product/portal-2', 3)).toBe('/product/portal-2?reviews=3#reviews');
    expect(parseAdminReviewsQuery({ visibility: 'hidden', page: '2' })).toEqual({ visibility: 'hidden', page: 2 });
    expect(parseAdminReviewsQuery({ visibility: 'nope', page: '-1' })).toEqual({ visibility: null, page: 1 });
    expect(adminReviewsHref({ visibility: null, page: 1 })).toBe('/admin/reviews');
    expect(adminReviewsHref({ visibility: 'visible', page: 2 })).toBe('/admin/reviews?visibility=visible&page=2');
    expect(adminReviewsApiPath({ visibility: null, page: 1 })).toBe('/api/admin/reviews?page=1');
  });
});
