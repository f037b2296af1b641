import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { filtersHref, goToPage, parseFilterState } from '../../features/catalog/filter-state';
import { loadListing, type ListingData } from '../../features/catalog/listing-data';
import { DEALS_PATH } from '../../features/catalog/paths';

export type Data = ListingData;

/** One page of the games on sale, the largest discount first, with the filters of the URL's query. */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const filters = parseFilterState(pageContext.urlParsed.search);
  const result = await loadListing(pageContext.services.catalog, filters, { deals: true });
  if (result.kind === 'beyond-last-page') throw redirect(filtersHref(DEALS_PATH, goToPage(filters, result.lastPage)));
  return result.data;
}
