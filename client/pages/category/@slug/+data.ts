import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { filtersHref, goToPage, parseFilterState } from '../../../features/catalog/filter-state';
import { loadListing, type ListingData } from '../../../features/catalog/listing-data';
import { categoryHref } from '../../../features/catalog/paths';
import type { CategoryView } from '#contracts/catalog.contract';

export interface Data {
  category: Pick<CategoryView, 'name' | 'slug'>;
  listing: ListingData;
}

/** A category's games with the store's filters, the category itself being fixed; unknown categories are a 404. */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { catalog } = pageContext.services;
  const category = await catalog.category(pageContext.routeParams.slug);
  if (!category) throw render(404);
  const basePath = categoryHref(category);
  // The category of the path wins: a category in the query means nothing here.
  const filters = { ...parseFilterState(pageContext.urlParsed.search), category: null };
  const result = await loadListing(catalog, filters, { category: category.slug });
  if (result.kind === 'beyond-last-page') throw redirect(filtersHref(basePath, goToPage(filters, result.lastPage)));
  return { category: { name: category.name, slug: category.slug }, listing: result.data };
}
