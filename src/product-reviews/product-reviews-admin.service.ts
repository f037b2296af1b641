import { Injectable, Logger } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { EventBus } from '../events/event-bus.js';
import { Transactions } from '../events/transactions.js';
import type { AdminReviewPageView, AdminReviewView } from '#contracts/reviews.contract';
import { ADMIN_REVIEWS_PAGE_SIZE, type ReviewVisibility } from '#contracts/reviews.constants';
import { ReviewNotFoundError, ReviewVisibilityUnchangedError } from './product-reviews.errors.js';
import { ProductReviewsRepository } from './product-reviews.repository.js';
import { toAdminReviewView } from './review-views.js';

/**
 * Admins read every review and hide abusive ones (or show them again): a hidden review leaves the
 * product page and its rating, and its author sees it marked hidden. Each change is audited in its
 * own transaction, with the product's summary recounted.
 */
@Injectable()
export class ProductReviewsAdminService {
  private readonly logger = new Logger(ProductReviewsAdminService.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly events: EventBus,
    private readonly reviews: ProductReviewsRepository,
    private readonly audit: AuditLog,
  ) {}

  /** A page of reviews, newest first: all, or only the visible or hidden ones. */
  async page(visibility: ReviewVisibility | null, page: number): Promise<AdminReviewPageView> {
    const { total, hiddenCount, items } = await this.reviews.adminPage(visibility, ADMIN_REVIEWS_PAGE_SIZE, (page - 1) * ADMIN_REVIEWS_PAGE_SIZE);
    return { items: items.map(toAdminReviewView), page, pageSize: ADMIN_REVIEWS_PAGE_SIZE, total, hiddenCount };
  }

  /** Hides a visible review, or shows a hidden one again; the same change twice is a 409. */
  async setHidden(admin: AuthUser, id: string, hidden: boolean): Promise<AdminReviewView> {
    const productId = await this.reviews.productOf(id);
    if (!productId) throw new ReviewNotFoundError(id);
    await this.transactions.run(async (tx) => {
      // The summary first, then the review: the order every review write locks in.
      await this.reviews.lockSummary(tx, productId);
      const review = await this.reviews.find(tx, id, true);
      if (!review) throw new ReviewNotFoundError(id);
      if ((review.hidden_at !== null) === hidden) throw new ReviewVisibilityUnchangedError(hidden);
      await this.reviews.setHidden(tx, id, hidden ? admin.id : null);
      await this.reviews.recountSummary(tx, productId);
      await this.audit.record(
        admin,
        hidden ? 'review.hide' : 'review.unhide',
        id,
        { productId, productName: review.product_name, authorName: review.author_name, stars: review.stars },
        tx,
      );
      await this.events.publish('product.changed', { productIds: [productId] }, tx);
    });
    this.logger.log(`Admin ${admin.id} ${hidden ? 'hid' : 'showed again'} review ${id}`);
    const review = await this.reviews.find(this.reviews.db, id);
    if (!review) throw new ReviewNotFoundError(id);
    return toAdminReviewView(review);
  }
}
