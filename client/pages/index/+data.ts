import type { PageContextServer } from 'vike/types';
import type { HomeShelves } from '#contracts/catalog.constants';
import type { ProductCardView } from '#contracts/catalog.contract';

/** The games beside the hero: the spec's three featured games. */
const FEATURED_COUNT = 3;
const NO_SHELVES: HomeShelves = { deals: [], newReleases: [], bestSellers: [], preOrders: [] };

export interface Data {
  featured: ProductCardView[];
  shelves: HomeShelves;
}

/** The featured games and the rows below them; the home page shows without any of them if the catalogue fails. */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const [featured, shelves] = await Promise.all([
    pageContext.services.catalog.featured(FEATURED_COUNT).catch((error: unknown) => {
      console.error('Featured products failed:', error);
      return [];
    }),
    pageContext.services.discovery.homeShelves().catch((error: unknown) => {
      console.error('Home rows failed:', error);
      return NO_SHELVES;
    }),
  ]);
  return { featured, shelves };
}
