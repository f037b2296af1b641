import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { ProductCardView, ProductDetailView } from '#contracts/catalog.contract';
import type { ProductReviewsPageView, ReviewStandingView } from '#contracts/reviews.contract';
import { parsePage, REVIEWS_PAGE_PARAM } from '../../../features/reviews/reviews';

/** How many games of the same category the page suggests. */
const RELATED_COUNT = 4;

export interface Data {
  product: ProductDetailView;
  related: ProductCardView[];
  /** A page of its visible reviews (`?reviews=2`), and the signed-in visitor's standing (null signed out). */
  reviews: ProductReviewsPageView;
  reviewStanding: ReviewStandingView | null;
  /** Sold out, and the store promises more keys within a day (the wholesaler has them). */
  restockExpected: boolean;
}

/** A product by slug or id, with a few others of its category; an old slug redirects to the current one; an unknown one is a 404. */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { catalog } = pageContext.services;
  const product = await catalog.product(pageContext.routeParams.slug);
  if (!product) {
    // A renamed product's old address moves on for good, so links and search engines follow it.
    const current = await catalog.currentSlug(pageContext.routeParams.slug);
    if (current) throw redirect(`/product/${encodeURIComponent(current)}${pageContext.urlParsed.searchOriginal ?? ''}`, 301);
    throw render(404);
  }
  const { reviews } = pageContext.services;
  const user = pageContext.user;
  const [related, reviewsPage, reviewStanding, restockExpected] = await Promise.all([
    relatedProducts(pageContext, product),
    reviews.pageOf(product.id, parsePage(pageContext.urlParsed.search[REVIEWS_PAGE_PARAM])),
    user ? reviews.standingOf(user.id, product.id) : null,
    product.stock === 0 ? pageContext.services.restock.expectsKeysSoon(product.id) : false,
  ]);
  return { product, related, reviews: reviewsPage, reviewStanding, restockExpected };
}

async function relatedProducts(pageContext: PageContextServer, product: ProductDetailView): Promise<ProductCardView[]> {
  if (!product.category) return [];
  try {
    const page = await pageContext.services.catalog.listProducts({ category: product.category.slug, sort: 'popularity', page: 1, limit: RELATED_COUNT + 1 });
    return page.items.filter((item) => item.id !== product.id).slice(0, RELATED_COUNT);
  } catch (error) {
    // Suggestions are a nicety: the product page shows without them.
    console.error('Related products failed:', error);
    return [];
  }
}
