import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) =>
  `${pageContext.is404 ? 'Page Not Found' : 'Something Went Wrong'} | ${pageContext.site.name}`;
