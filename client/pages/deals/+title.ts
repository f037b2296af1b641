import type { PageContext } from 'vike/types';
import type { Data } from './+data';

export default (pageContext: PageContext<Data>) => {
  const page = pageContext.data?.filters.page ?? 1;
  return `Game Deals${page > 1 ? `, Page ${page}` : ''} | ${pageContext.site.name}`;
};
