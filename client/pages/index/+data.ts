import type { PageContextServer } from 'vike/types';
import { DEFAULT_FEATURED_COUNT } from '#contracts/catalog.constants';
import type { ProductCardView } from '#contracts/catalog.contract';

export interface Data {
  featured: ProductCardView[];
}

/** The most popular games for the Featured Games block; the home page shows without them if the catalogue fails. */
export async function data(pageContext: PageContextServer): Promise<Data> {
  try {
    return { featured: await pageContext.services.catalog.featured(DEFAULT_FEATURED_COUNT) };
  } catch (error) {
    console.error('Featured products failed:', error);
    return { featured: [] };
  }
}
