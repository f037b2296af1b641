import type { AdminReviewView, OwnReviewView, ReviewView } from '#contracts/reviews.contract';
import type { AdminReviewRow, ReviewRow } from './product-reviews.repository.js';

/** A review as shoppers read it. `editedAt` only when the author changed it after writing it. */
export function toReviewView(row: ReviewRow): ReviewView {
  const edited = row.updated_at.getTime() > row.created_at.getTime();
  return {
    id: row.id,
    stars: row.stars,
    text: row.body,
    authorName: row.author_name,
    verifiedBuyer: true,
    createdAt: row.created_at.toISOString(),
    editedAt: edited ? row.updated_at.toISOString() : null,
  };
}

export function toOwnReviewView(row: ReviewRow): OwnReviewView {
  return { ...toReviewView(row), hidden: row.hidden_at !== null };
}

export function toAdminReviewView(row: AdminReviewRow): AdminReviewView {
  const view = toReviewView(row);
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    productSlug: row.product_slug,
    authorName: row.author_name,
    stars: row.stars,
    text: row.body,
    hidden: row.hidden_at !== null,
    hiddenAt: row.hidden_at?.toISOString() ?? null,
    createdAt: view.createdAt,
    editedAt: view.editedAt,
  };
}
