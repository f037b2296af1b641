import type { PageContext } from 'vike/types';
import { categoryHref, listingCanonicalPath } from '../../../features/catalog/paths';
import type { Data } from './+data';

export default (pageContext: PageContext<Data>) => listingCanonicalPath(categoryHref(pageContext.data.category), pageContext.data.listing.filters.page);
