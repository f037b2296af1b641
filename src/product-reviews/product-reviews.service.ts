import { Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import { RateLimiter } from '../common/throttling/rate-limiter.js';
import type { Queryable } from '../database/queryable.js';
import { EventBus } from '../events/event-bus.js';
import { Transactions } from '../events/transactions.js';
import type { OwnReviewView, ProductReviewsPageView, ReviewStandingView } from '#contracts/reviews.contract';
import { PRODUCT_REVIEWS_PAGE_SIZE, reviewSummaryOf } from '#contracts/reviews.constants';
import { reviewAuthorName } from './author-name.js';
import type { WriteReviewDto } from './dto/write-review.dto.js';
import { AlreadyReviewedError, NotAVerifiedBuyerError, OwnReviewNotFoundError, ReviewedProductNotFoundError } from './product-reviews.errors.js';
import { ProductReviewsRepository, type PurchaseRow } from './product-reviews.repository.js';
import { REVIEW_WRITES_PER_ACCOUNT } from './review-rate-limits.js';
import { toOwnReviewView, toReviewView } from './review-views.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const UNIQUE_VIOLATION = '23505';

/**
 * Verified-buyer reviews: a shopper with a delivered order of a game writes one review of it, and
 * may edit or delete it. Each write recounts the product's summary in its own transaction and tells
 * the catalogue (`product.changed`), whose cached cards and pages then show the new rating.
 */
@Injectable()
export class ProductReviewsService {
  private readonly logger = new Logger(ProductReviewsService.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly events: EventBus,
    private readonly limiter: RateLimiter,
    private readonly reviews: ProductReviewsRepository,
  ) {}

  /** A page of the product's visible reviews, newest first, with their average and count. */
  async page(slugOrId: string, page: number): Promise<ProductReviewsPageView> {
    return this.pageOf((await this.productOf(slugOrId)).id, page);
  }

  /** As `page`, for a product the caller already found (the product page). */
  async pageOf(productId: string, page: number): Promise<ProductReviewsPageView> {
    const [summary, { total, items }] = await Promise.all([
      this.reviews.summary(productId),
      this.reviews.visiblePage(productId, PRODUCT_REVIEWS_PAGE_SIZE, (page - 1) * PRODUCT_REVIEWS_PAGE_SIZE),
    ]);
    return {
      summary: reviewSummaryOf(summary.review_count, summary.star_total) ?? { average: 0, count: 0 },
      items: items.map(toReviewView),
      page,
      pageSize: PRODUCT_REVIEWS_PAGE_SIZE,
      total,
    };
  }

  /** Whether the shopper may review the product, and their own review if they wrote one. */
  async standing(user: AuthUser, slugOrId: string): Promise<ReviewStandingView> {
    return this.standingOf(user.id, (await this.productOf(slugOrId)).id);
  }

  /** As `standing`, for the signed-in visitor of the product page. */
  async standingOf(userId: string, productId: string): Promise<ReviewStandingView> {
    const [own, purchase] = await Promise.all([this.reviews.own(this.reviews.db, productId, userId), this.reviews.purchase(this.reviews.db, userId, productId)]);
    const ineligible = own ? null : ineligibility(purchase);
    return {
      canReview: !own && ineligible === null,
      ineligible,
      authorName: purchase ? reviewAuthorName(purchase.first_name, purchase.last_name) : null,
      review: own ? toOwnReviewView(own) : null,
    };
  }

  /** Writes the shopper's one review of a game delivered to them. */
  async create(user: AuthUser, slugOrId: string, form: WriteReviewDto): Promise<OwnReviewView> {
    const product = await this.productOf(slugOrId);
    await this.limiter.hit(REVIEW_WRITES_PER_ACCOUNT, user.id);
    const review = await this.transactions.run(async (tx) => {
      await this.reviews.lockSummary(tx, product.id);
      if (await this.reviews.own(tx, product.id, user.id)) throw new AlreadyReviewedError();
      const purchase = await this.reviews.purchase(tx, user.id, product.id);
      const reason = ineligibility(purchase);
      if (reason) throw new NotAVerifiedBuyerError(reason);
      const { first_name: firstName, last_name: lastName } = purchase as PurchaseRow;
      const row = await this.reviews
        .insert(tx, { productId: product.id, userId: user.id, authorName: reviewAuthorName(firstName, lastName), stars: form.stars, text: form.text })
        .catch((error: { code?: string; driverError?: { code?: string } }) => {
          // The summary's lock serialises a shopper's writes; the unique index is the last word.
          if ((error.driverError?.code ?? error.code) === UNIQUE_VIOLATION) throw new AlreadyReviewedError();
          throw error;
        });
      await this.recount(tx, product.id);
      return row;
    });
    this.logger.log(`User ${user.id} reviewed product ${product.id} (review ${review.id}, ${review.stars} stars)`);
    return toOwnReviewView(review);
  }

  /** Changes the stars and text of the shopper's review; a hidden review stays hidden. */
  async update(user: AuthUser, slugOrId: string, form: WriteReviewDto): Promise<OwnReviewView> {
    const product = await this.productOf(slugOrId);
    await this.limiter.hit(REVIEW_WRITES_PER_ACCOUNT, user.id);
    const review = await this.transactions.run(async (tx) => {
      await this.reviews.lockSummary(tx, product.id);
      const own = await this.reviews.own(tx, product.id, user.id, true);
      if (!own) throw new OwnReviewNotFoundError();
      await this.reviews.update(tx, own.id, form.stars, form.text);
      await this.recount(tx, product.id);
      return this.reviews.own(tx, product.id, user.id);
    });
    return toOwnReviewView(review!);
  }

  /** Deletes the shopper's review; they may then write a new one. */
  async remove(user: AuthUser, slugOrId: string): Promise<void> {
    const product = await this.productOf(slugOrId);
    await this.limiter.hit(REVIEW_WRITES_PER_ACCOUNT, user.id);
    await this.transactions.run(async (tx) => {
      await this.reviews.lockSummary(tx, product.id);
      const own = await this.reviews.own(tx, product.id, user.id, true);
      if (!own) throw new OwnReviewNotFoundError();
      await this.reviews.delete(tx, own.id);
      await this.recount(tx, product.id);
    });
    this.logger.log(`User ${user.id} deleted their review of product ${product.id}`);
  }

  private async recount(tx: Queryable, productId: string): Promise<void> {
    await this.reviews.recountSummary(tx, productId);
    await this.events.publish('product.changed', { productIds: [productId] }, tx);
  }

  private async productOf(slugOrId: string): Promise<{ id: string; name: string }> {
    const uuid = UUID.test(slugOrId);
    const product = uuid || SLUG.test(slugOrId) ? await this.reviews.product(slugOrId, uuid) : null;
    if (!product) throw new ReviewedProductNotFoundError(slugOrId);
    return product;
  }
}

/** Why the shopper may not review: no order of the game, or none delivered yet; null when they may. */
function ineligibility(purchase: PurchaseRow | null): 'not_bought' | 'not_delivered' | null {
  if (!purchase) return 'not_bought';
  return purchase.delivered ? null : 'not_delivered';
}
