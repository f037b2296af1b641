import type { CategoryView, FacetsView, ProductCardView, ProductDetailView, ProductPageView } from '#contracts/catalog.contract';
import type { HomeShelves } from '#contracts/catalog.constants';
import type { ProductQuery } from '#contracts/catalog.constants';
import type { CreditsView, LastOrderContact, OrderSummaryView, ProfileView, UserView } from '#contracts/auth.contract';
import type { ProductReviewsPageView, ReviewStandingView } from '#contracts/reviews.contract';

/**
 * The narrow, read-only facade of Nest services that `+data` hooks call during server rendering
 * (`pageContext.services`). Types only: the client imports this file for its types.
 */
export interface CatalogPageServices {
  listProducts(query: ProductQuery): Promise<ProductPageView>;
  facets(query: Omit<ProductQuery, 'sort' | 'page' | 'limit'>): Promise<FacetsView>;
  featured(limit?: number): Promise<ProductCardView[]>;
  /** By slug or id; null when there is no such active product. */
  product(slugOrId: string): Promise<ProductDetailView | null>;
  /** The current slug of a renamed product by one of its old slugs; null when none. */
  currentSlug(oldSlug: string): Promise<string | null>;
  categories(): Promise<CategoryView[]>;
  /** Null when there is no such category. */
  category(slug: string): Promise<CategoryView | null>;
}

/** The signed-in user's own account data; pages pass the id of `pageContext.user`, never one from the URL. */
export interface AccountPageServices {
  /** The account: its address, whether it is verified, and a new address waiting to be confirmed. */
  user(userId: string): Promise<UserView>;
  /** Created on first read. */
  profile(userId: string): Promise<ProfileView>;
  credits(userId: string): Promise<CreditsView>;
  /** Newest first. */
  orders(userId: string): Promise<OrderSummaryView[]>;
  /** The contact details of the last paid order; null before the first one. */
  lastOrderContact(userId: string): Promise<LastOrderContact | null>;
}

/** Whether an order page has anything to show: its pages answer 404 otherwise. */
export interface OrdersPageServices {
  /** This user's order with this number exists. */
  isOwnedBy(userId: string, orderNumber: string): Promise<boolean>;
  /** Any order with this number exists (admin pages). */
  exists(orderNumber: string): Promise<boolean>;
  /** Where this user's order stands, for the payment pages' titles; null when it is not theirs or does not exist. */
  statusOf(userId: string, orderNumber: string): Promise<OrderStanding | null>;
}

/** An order's visible status, and whether it is held for a review. */
export interface OrderStanding {
  status: string;
  heldForReview: boolean;
}

/** A product's reviews for its page; the standing is the signed-in visitor's own (the id of `pageContext.user`). */
export interface ReviewPageServices {
  /** A page of the visible reviews, newest first, with their average and count. */
  pageOf(productId: string, page: number): Promise<ProductReviewsPageView>;
  /** Whether the visitor may review the product, and their own review. */
  standingOf(userId: string, productId: string): Promise<ReviewStandingView>;
}

/** The home page's rows and the recently viewed games. */
export interface DiscoveryPageServices {
  /** Deals, new releases, best sellers and pre-orders, a few games each. */
  homeShelves(): Promise<HomeShelves>;
}

/** What a sold-out product's page may promise about its next keys. */
export interface RestockPageServices {
  /** The worker restocks it from the wholesaler, which had keys within the price limit when last asked (within a day). */
  expectsKeysSoon(productId: string): Promise<boolean>;
}

export interface PageServices {
  catalog: CatalogPageServices;
  discovery: DiscoveryPageServices;
  restock: RestockPageServices;
  account: AccountPageServices;
  orders: OrdersPageServices;
  reviews: ReviewPageServices;
}
