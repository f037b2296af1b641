import type { PageContext } from 'vike/types';
import type { Data } from './+data';

/** Each page of results has its own title, as search engines prefer. */
export default (pageContext: PageContext<Data>) => {
  const page = pageContext.data?.filters.page ?? 1;
  return `Game Store${page > 1 ? `, Page ${page}` : ''} | ${pageContext.site.name}`;
};
