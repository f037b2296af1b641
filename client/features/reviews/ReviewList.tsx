import { BadgeCheck } from 'lucide-react';
import type { ReviewView } from '#contracts/reviews.contract';
import { formatDate } from '../catalog/format';
import { RatingStars } from './RatingStars';
import { starsLabel } from './rating';

/** Reviews newest first: the stars, the author's display name marked Verified buyer, the date and the text. */
export function ReviewList({ reviews }: { reviews: readonly ReviewView[] }) {
  return (
    <ul aria-label="Reviews" className="divide-y divide-border">
      {reviews.map((review) => (
        <li key={review.id} className="py-5 first:pt-0">
          <ReviewItem review={review} />
        </li>
      ))}
    </ul>
  );
}

export function ReviewItem({ review }: { review: ReviewView }) {
  return (
    <article aria-label={`Review by ${review.authorName}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars value={review.stars} label={starsLabel(review.stars)} />
        <span className="font-semibold">{review.authorName}</span>
        {review.verifiedBuyer && (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700 dark:text-emerald-300">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            Verified buyer
          </span>
        )}
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        {review.editedAt && <> · edited <time dateTime={review.editedAt}>{formatDate(review.editedAt)}</time></>}
      </p>
      <p className="mt-2 leading-relaxed whitespace-pre-line text-pretty">{review.text}</p>
    </article>
  );
}
