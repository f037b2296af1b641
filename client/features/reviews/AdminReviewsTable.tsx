import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { AdminReviewView } from '#contracts/reviews.contract';
import { apiRequest } from '../../lib/api';
import { Badge } from '../../ui/Badge';
import { buttonStyles } from '../../ui/button-styles';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { FormAlert } from '../../ui/FormAlert';
import { useToast } from '../../ui/Toaster';
import { productHref } from '../catalog/paths';
import { formatDateTime } from '../orders/history';
import { starsLabel } from './rating';
import { RatingStars } from './RatingStars';
import { reviewVisibilityApiPath } from './reviews';

/** A page of reviews with a Hide or Show button each; after a change the list is read again. */
export function AdminReviewsTable({ reviews, caption, onChanged }: { reviews: AdminReviewView[]; caption: string; onChanged: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = async (review: AdminReviewView) => {
    if (busy) return;
    setBusy(review.id);
    setProblem(null);
    const result = await apiRequest<AdminReviewView>('POST', reviewVisibilityApiPath(review.id, !review.hidden));
    setBusy(null);
    if (!result.ok) return setProblem(result.error.message || 'The review could not be changed. Please try again.');
    toast({
      title: result.data.hidden ? 'Review hidden' : 'Review shown again',
      description: `${review.authorName}'s review of ${review.productName} ${result.data.hidden ? 'no longer shows nor counts in the rating' : 'shows and counts in the rating again'}.`,
    });
    onChanged();
  };

  const columns: DataTableColumn<AdminReviewView>[] = [
    {
      header: 'Written',
      rowHeader: true,
      className: 'font-normal whitespace-nowrap',
      cell: (review) => <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>,
    },
    {
      header: 'Product and author',
      className: 'max-w-56',
      cell: (review) => (
        <>
          <a href={productHref({ slug: review.productSlug })} className="block font-medium text-highlight hover:underline">
            {review.productName}
          </a>
          <span className="mt-0.5 block text-muted-foreground">{review.authorName}</span>
        </>
      ),
    },
    { header: 'Stars', className: 'whitespace-nowrap', cell: (review) => <RatingStars value={review.stars} label={starsLabel(review.stars)} /> },
    { header: 'Review', className: 'max-w-96', cell: (review) => <p className="line-clamp-4 whitespace-pre-line">{review.text}</p> },
    {
      header: 'Shown',
      cell: (review) => (review.hidden ? <Badge tone="red">Hidden</Badge> : <Badge tone="green">Visible</Badge>),
    },
    {
      header: 'Action',
      cell: (review) => (
        <button
          type="button"
          onClick={() => void toggle(review)}
          aria-disabled={busy !== null || undefined}
          aria-label={`${review.hidden ? 'Show' : 'Hide'} ${review.authorName}'s review of ${review.productName}`}
          className={buttonStyles({ variant: 'outline', size: 'sm' })}
        >
          {review.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          {busy === review.id ? (review.hidden ? 'Showing...' : 'Hiding...') : review.hidden ? 'Show' : 'Hide'}
        </button>
      ),
    },
  ];

  return (
    <>
      <FormAlert className="mb-4">{problem}</FormAlert>
      <DataTable caption={caption} columns={columns} rows={reviews} rowKey={(review) => review.id} rowClassName="align-top" minWidth="min-w-[56rem]" density="roomy" />
    </>
  );
}
