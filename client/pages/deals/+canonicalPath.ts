import type { PageContext } from 'vike/types';
import { DEALS_PATH, listingCanonicalPath } from '../../features/catalog/paths';
import type { Data } from './+data';

/** Filtered views of the deals are one page for search engines; only the page number counts. */
export default (pageContext: PageContext<Data>) => listingCanonicalPath(DEALS_PATH, pageContext.data.filters.page);
