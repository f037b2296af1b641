import type { PageContext } from 'vike/types';
import type { Data } from './+data';

export default (pageContext: PageContext<Data>) => {
  const page = pageContext.data.listing.filters.page;
  return `${pageContext.data.category.name}${page > 1 ? `, Page ${page}` : ''} | ${pageContext.site.name}`;
};
