import type { PageContext } from 'vike/types';
import { listingCanonicalPath, STORE_PATH } from '../../features/catalog/paths';
import type { Data } from './+data';

/** Filtered views of the store are one page for search engines; only the page number counts. */
export default (pageContext: PageContext<Data>) => listingCanonicalPath(STORE_PATH, pageContext.data.filters.page);
