import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => `Order ${pageContext.routeParams?.orderNumber ?? ''} | ${pageContext.site.name}`;
