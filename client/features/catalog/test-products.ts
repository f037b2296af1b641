import type { ProductCardView, ProductDetailView } from '#contracts/catalog.contract';

/** A catalogue card for unit tests; each test overrides what it is about. */
export const newProductCard = (overrides: Partial<ProductCardView> = {}): ProductCardView => ({
  id: '5b8f6c1e-0000-4000-8000-000000000001',
  slug: 'stellar-drift',
  name: 'Stellar Drift',
  priceCents: 1999,
  originalPriceCents: null,
  discountPercent: 0,
  image: '/covers/stellar-drift.svg',
  platform: 'Steam',
  region: 'Global',
  rawgRating: null,
  reviews: null,
  genres: ['Racing'],
  category: { slug: 'steam-keys', name: 'Steam Keys' },
  stock: 12,
  deliveryKind: 'key',
  activationPlatform: 'Steam',
  ...overrides,
});

export const newProductDetail = (overrides: Partial<ProductDetailView> = {}): ProductDetailView => ({
  ...newProductCard(),
  images: ['/covers/stellar-drift.svg', '/covers/stellar-drift-2.svg'],
  description: 'Race across the stars.',
  descriptionHtml: '<p>Race across the stars.</p>\n',
  releaseDate: '2023-06-01',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-02T00:00:00.000Z',
  ...overrides,
});
