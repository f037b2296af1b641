import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { filtersHref, goToPage, parseFilterState } from '../../features/catalog/filter-state';
import { loadListing, type ListingData } from '../../features/catalog/listing-data';
import { STORE_PATH } from '../../features/catalog/paths';

export type Data = ListingData;

/** One page of the store with the filters of the URL's query; a page past the end goes to the last one. */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const filters = parseFilterState(pageContext.urlParsed.search);
  const result = await loadListing(pageContext.services.catalog, filters);
  if (result.kind === 'beyond-last-page') throw redirect(filtersHref(STORE_PATH, goToPage(filters, result.lastPage)));
  return result.data;
}
