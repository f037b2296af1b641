import type { ProductCardView } from '#contracts/catalog.contract';
import type { ProductReviewsPageView, ReviewStandingView } from '#contracts/reviews.contract';
import { pageCount } from '../orders/admin-list-query';
import { Pagination } from '../catalog/Pagination';
import { ToastProvider } from '../../ui/Toaster';
import { formatAverage, rawgRatingLabel, reviewSummaryLabel } from './rating';
import { RatingStars } from './RatingStars';
import { ReviewList } from './ReviewList';
import { REVIEWS_SECTION_ID, reviewsPageHref } from './reviews';
import { YourReview } from './YourReview';

interface ProductReviewsProps {
  product: Pick<ProductCardView, 'id' | 'name' | 'rawgRating'>;
  /** The product page's own address, for the links to other pages of reviews. */
  productPath: string;
  reviews: ProductReviewsPageView;
  standing: ReviewStandingView | null;
}

/**
 * The product page's reviews: the average and count of the visible verified-buyer reviews, the list
 * newest first, and the visitor's own review or form. A RAWG rating is named apart, as RAWG's.
 */
export function ProductReviews({ product, productPath, reviews, standing }: ProductReviewsProps) {
  const { summary } = reviews;
  const pages = pageCount(reviews.total, reviews.pageSize);
  return (
    <section id={REVIEWS_SECTION_ID} aria-labelledby="reviews-heading" className="mt-16 scroll-mt-20 border-t border-border pt-12">
      <h2 id="reviews-heading" className="text-2xl font-bold tracking-tight">
        Customer reviews
      </h2>
      <div className="mt-3 space-y-1">
        {summary.count > 0 ? (
          <p className="flex flex-wrap items-center gap-2">
            <RatingStars value={summary.average} label={`Rated ${formatAverage(summary.average)} out of 5`} size="md" />
            <span className="font-semibold">{reviewSummaryLabel(summary)}</span>
          </p>
        ) : (
          <p className="text-muted-foreground">No reviews yet.</p>
        )}
        {product.rawgRating !== null && product.rawgRating > 0 && (
          <p className="text-sm text-muted-foreground">{rawgRatingLabel(product.rawgRating)}, from players on RAWG: not counted in this store&apos;s reviews.</p>
        )}
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
        <div className="min-w-0">
          {reviews.items.length > 0 ? (
            <>
              <ReviewList reviews={reviews.items} />
              <Pagination page={reviews.page} pages={pages} hrefFor={(page) => reviewsPageHref(productPath, page)} />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">
              {summary.count > 0 ? 'No more reviews: this page is past the last one.' : 'Reviews come from shoppers who bought the game here and received it.'}
            </p>
          )}
        </div>
        <div className="min-w-0">
          <ToastProvider>
            <YourReview product={{ id: product.id, name: product.name, path: productPath }} standing={standing} />
          </ToastProvider>
        </div>
      </div>
    </section>
  );
}
