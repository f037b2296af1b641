import type { PageContext as VikePageContext } from 'vike/types';
import type { SiteInfo } from '../../src/ssr/page-context-init';

/** The signed-in visitor as the server hands it to pages. */
export interface SessionUser {
  id: string;
  email: string;
  role: 'customer' | 'admin';
}

declare global {
  namespace Vike {
    interface PageContext {
      site: SiteInfo;
      /** Absent or null for signed-out visitors. */
      user?: SessionUser | null;
    }

    interface Config {
      /** Words for `<meta name="keywords">`; a function may build them from the page's data. */
      keywords?: string[] | ((pageContext: VikePageContext) => string[] | null | undefined);
      /** Asks search engines not to index the page nor follow its links. */
      noindex?: boolean;
    }
  }
}

export {};
