import { ApiProperty } from '@nestjs/swagger';
import { ReviewSummaryView } from './reviews.contract.js';
import { ACTIVATION_PLATFORMS, type ActivationPlatform } from './activation-platform.constants.js';
import { DELIVERY_KINDS, type DeliveryKind } from './delivery-kind.constants.js';
import { REGIONS } from './regions.constants.js';

/** What the catalogue answers, to the API and to the pages alike. Money is integer euro cents. */

export class CategoryRef {
  @ApiProperty() slug: string;
  @ApiProperty() name: string;
}

export class ProductCardView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
  @ApiProperty() name: string;
  @ApiProperty() priceCents: number;
  @ApiProperty({ type: Number, nullable: true }) originalPriceCents: number | null;
  @ApiProperty() discountPercent: number;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty() platform: string;
  @ApiProperty({ enum: REGIONS, description: 'Where the key activates: Global everywhere, any other only in that region' }) region: string;
  @ApiProperty({ type: Number, nullable: true, description: "The game's rating on RAWG (0 to 5) when it was imported from there; not the store's reviews" })
  rawgRating: number | null;
  @ApiProperty({ type: () => ReviewSummaryView, nullable: true, description: 'The average and count of its visible verified-buyer reviews; null when it has none' })
  reviews: ReviewSummaryView | null;
  @ApiProperty({ type: [String] }) genres: string[];
  @ApiProperty({ type: () => CategoryRef, nullable: true }) category: CategoryRef | null;
  @ApiProperty({ description: 'Keys available for sale, counted up to 10: 10 means ten or more', maximum: 10 }) stock: number;
  @ApiProperty({ enum: DELIVERY_KINDS, description: 'key: e-mailed at once; steam_gift: a trade offer our team sends; physical: shipped' }) deliveryKind: DeliveryKind;
  @ApiProperty({ enum: ACTIVATION_PLATFORMS, nullable: true, description: 'Where the key is activated; null when not named' }) activationPlatform: ActivationPlatform | null;
}

export class ProductDetailView extends ProductCardView {
  @ApiProperty({ type: [String] }) images: string[];
  @ApiProperty({ description: 'Markdown, as the admin wrote it' }) description: string;
  @ApiProperty({ description: 'The description rendered to safe HTML: no script, no raw HTML, only http(s) and mailto links' }) descriptionHtml: string;
  @ApiProperty({ type: String, nullable: true }) releaseDate: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class ProductPageView {
  @ApiProperty({ type: () => [ProductCardView] }) items: ProductCardView[];
  @ApiProperty({ description: 'Games that match; at most 10,000 when `totalCapped`' }) total: number;
  @ApiProperty({ description: 'More games match than `total` says: a search or price range counts up to 10,000' }) totalCapped: boolean;
  @ApiProperty() page: number;
  @ApiProperty({ description: 'Pages that can be browsed: a listing is paged through its first 10,000 games' }) pages: number;
  @ApiProperty() limit: number;
}

export class CategoryView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) parentId: string | null;
}

export class FacetCount {
  @ApiProperty() value: string;
  @ApiProperty() label: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Games it would show; null when a search or price range matches more than 10,000 games and they were not counted' })
  count: number | null;
}

/** How many active products each filter choice would show, given the other filters. */
export class FacetsView {
  @ApiProperty({ type: () => [FacetCount] }) categories: FacetCount[];
  @ApiProperty({ type: () => [FacetCount] }) platforms: FacetCount[];
  @ApiProperty({ type: () => [FacetCount] }) genres: FacetCount[];
}

/** A product as the admin console lists and edits it, active or not. */
export class AdminProductView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty() platform: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) categoryId: string | null;
  @ApiProperty({ type: String, nullable: true }) categoryName: string | null;
  @ApiProperty() priceCents: number;
  @ApiProperty({ type: Number, nullable: true }) originalPriceCents: number | null;
  @ApiProperty() discountPercent: number;
  @ApiProperty() active: boolean;
  @ApiProperty({ description: 'Keys available for sale' }) stock: number;
  @ApiProperty({ description: 'The owner is mailed when the stock falls below this; 0 for never' }) lowStockThreshold: number;
  @ApiProperty({ description: 'Where the product comes from: `local`, `provider`, or an import source' }) source: string;
  @ApiProperty({ enum: DELIVERY_KINDS }) deliveryKind: DeliveryKind;
  @ApiProperty({ enum: ACTIVATION_PLATFORMS, nullable: true }) activationPlatform: ActivationPlatform | null;
  @ApiProperty({ type: String, nullable: true, description: 'The cover image' }) image: string | null;
  @ApiProperty({ description: 'Never published: an import or a new product waiting for a price and stock' }) draft: boolean;
  @ApiProperty({ description: 'Whether an admin set its price (an imported draft only has a suggested one)' }) priceSet: boolean;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

/** Everything the admin's product page edits. */
export class AdminProductDetailView extends AdminProductView {
  @ApiProperty({ description: 'Markdown' }) description: string;
  @ApiProperty({ type: [String], description: 'Cover first' }) images: string[];
  @ApiProperty() region: string;
  @ApiProperty({ type: [String] }) genres: string[];
  @ApiProperty({ type: String, nullable: true, description: 'YYYY-MM-DD' }) releaseDate: string | null;
  @ApiProperty({ type: String, nullable: true }) developer: string | null;
  @ApiProperty({ type: String, nullable: true }) publisher: string | null;
  @ApiProperty({ type: String, nullable: true }) ageRating: string | null;
  @ApiProperty({ type: String, nullable: true }) systemRequirements: string | null;
  @ApiProperty({ type: [String], description: 'Old slugs that redirect to this product' }) oldSlugs: string[];
}

/** An uploaded image. */
export class ProductImageView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Its address; add ?w= one of the served widths' }) url: string;
  @ApiProperty() width: number;
  @ApiProperty() height: number;
  @ApiProperty({ type: () => AdminProductDetailView }) product: AdminProductDetailView;
}

export class PublishRefusalView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ description: 'price_not_set, no_stock, product_not_found' }) code: string;
  @ApiProperty() message: string;
}

export class PublishedProductRef {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

/** What a bulk publish did: each product published, and each refused with its reason. */
export class BulkPublishView {
  @ApiProperty({ type: () => [PublishedProductRef] }) published: PublishedProductRef[];
  @ApiProperty({ type: () => [PublishRefusalView] }) refused: PublishRefusalView[];
}

export class AdminProductPageView {
  @ApiProperty({ type: () => [AdminProductView] }) items: AdminProductView[];
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ description: 'Products that match, counted up to 10,000' }) total: number;
  @ApiProperty({ description: 'More products match than `total` says' }) totalCapped: boolean;
}

/** A game the header's search suggests: enough for a line with its cover and price. */
export class SuggestedGameView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty() platform: string;
  @ApiProperty() priceCents: number;
  @ApiProperty({ type: Number, nullable: true }) originalPriceCents: number | null;
  @ApiProperty() discountPercent: number;
  @ApiProperty({ description: 'Keys available for sale' }) stock: number;
}

/** What the header's search suggests for a query: games as the store search finds them, categories and platforms. */
export class SuggestionsView {
  @ApiProperty({ description: 'The query as the server read it (trimmed)' }) query: string;
  @ApiProperty({ type: () => [SuggestedGameView], description: 'At most 6, matched exactly as GET /api/products?search= matches' })
  games: SuggestedGameView[];
  @ApiProperty({ type: () => [CategoryRef], description: 'At most 4' }) categories: CategoryRef[];
  @ApiProperty({ type: [String], description: 'Platforms the store sells whose name starts with a word of the query' }) platforms: string[];
}
