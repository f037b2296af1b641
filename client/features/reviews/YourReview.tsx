import { EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { reload } from 'vike/client/router';
import type { OwnReviewView, ReviewStandingView } from '#contracts/reviews.contract';
import { ONLY_BUYERS_MESSAGE } from '#contracts/reviews.constants';
import { apiRequest } from '../../lib/api';
import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../lib/api-error';
import { signInHref } from '../../lib/paths';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { useToast } from '../../ui/Toaster';
import { ReviewItem } from './ReviewList';
import { ReviewForm } from './ReviewForm';
import { ownReviewApiPath, REVIEWS_SECTION_ID } from './reviews';

interface YourReviewProps {
  product: { id: string; name: string; path: string };
  /** Null for a signed-out visitor. */
  standing: ReviewStandingView | null;
}

/** The visitor's part of the reviews: their own review, the form when they may write one, or who may. */
export function YourReview({ product, standing }: YourReviewProps) {
  return (
    <section aria-labelledby="your-review-heading" className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <h3 id="your-review-heading" className="text-lg font-semibold tracking-tight">
        {standing?.review ? 'Your review' : 'Write a review'}
      </h3>
      <div className="mt-4">
        <Standing product={product} standing={standing} />
      </div>
    </section>
  );
}

function Standing({ product, standing }: YourReviewProps) {
  if (!standing) {
    return (
      <p className="text-sm text-muted-foreground">
        {ONLY_BUYERS_MESSAGE}{' '}
        <a href={signInHref(`${product.path}#${REVIEWS_SECTION_ID}`)} className="font-medium text-highlight hover:underline">
          Sign in
        </a>{' '}
        to review a game you bought here.
      </p>
    );
  }
  if (standing.review) return <OwnReview product={product} review={standing.review} />;
  if (!standing.canReview) {
    return (
      <p className="text-sm text-muted-foreground">
        {ONLY_BUYERS_MESSAGE} {standing.ineligible === 'not_delivered' ? 'You can write yours once your order of it is delivered.' : 'Buy it here, and once its key is delivered you can tell other shoppers what you think.'}
      </p>
    );
  }
  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground">
        You received this game: your review is shown as <span className="font-medium text-foreground">{standing.authorName}</span>, marked Verified buyer.
      </p>
      <ReviewForm productId={product.id} productName={product.name} />
    </>
  );
}

function OwnReview({ product, review }: { product: YourReviewProps['product']; review: OwnReviewView }) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const remove = async () => {
    if (deleting || !window.confirm('Delete your review? Other shoppers will no longer see it.')) return;
    setDeleting(true);
    setProblem(null);
    const result = await apiRequest<void>('DELETE', ownReviewApiPath(product.id));
    if (!result.ok) {
      setDeleting(false);
      return setProblem(isSessionEnded(result.error) ? SESSION_ENDED_MESSAGE : result.error.message || 'Your review could not be deleted. Please try again.');
    }
    await reload();
    toast({ title: 'Review deleted', description: `You can review ${product.name} again at any time.` });
  };

  if (editing) return <ReviewForm productId={product.id} productName={product.name} review={review} onCancel={() => setEditing(false)} />;
  return (
    <div className="space-y-4">
      <FormAlert>{problem}</FormAlert>
      {review.hidden && (
        <p className="flex items-start gap-2 rounded-xl bg-amber-500/10 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-500/30 dark:text-amber-200">
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Hidden by the store: other shoppers do not see your review, and it does not count in the rating.
        </p>
      )}
      <ReviewItem review={review} />
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => setEditing(true)} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
          <Pencil aria-hidden="true" />
          Edit review
        </button>
        <button type="button" onClick={() => void remove()} aria-disabled={deleting || undefined} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
          <Trash2 aria-hidden="true" />
          {deleting ? 'Deleting...' : 'Delete review'}
        </button>
      </div>
    </div>
  );
}
