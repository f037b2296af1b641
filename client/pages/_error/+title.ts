import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `${heading(pageContext)} | ${pageContext.site.name}`;

function heading(pageContext: PageContext): string {
  if (pageContext.is404) return 'Page Not Found';
  if (pageContext.abortStatusCode === 401) return 'Sign In Required';
  if (pageContext.abortStatusCode === 403) return 'Access Denied';
  return 'Something Went Wrong';
}
