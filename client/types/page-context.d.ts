import type { PageContext as VikePageContext } from 'vike/types';
import type { SiteInfo } from '#server/ssr/page-context-init';
import type { PageServices } from '#server/ssr/page-services';

/** The signed-in visitor as the server hands it to pages. */
export interface SessionUser {
  id: string;
  email: string;
  /** Whether the owner followed a link mailed to the address (checkout needs it). */
  emailVerified: boolean;
  role: 'customer' | 'admin';
  /** The session's assurance level: 2 once it has proved a second factor. */
  aal: 1 | 2;
  /** Whether the account has an authenticator app set up. */
  secondFactorEnrolled: boolean;
}

declare global {
  namespace Vike {
    interface PageContext {
      site: SiteInfo;
      /** Absent or null for signed-out visitors. */
      user?: SessionUser | null;
    }

    interface PageContextServer {
      /** In-process access to the store's services for `+data` hooks; never sent to the browser. */
      services: PageServices;
    }

    interface Config {
      /** Words for `<meta name="keywords">`; a function may build them from the page's data. */
      keywords?: string[] | ((pageContext: VikePageContext) => string[] | null | undefined);
      /** Asks search engines not to index the page nor follow its links. */
      noindex?: boolean;
      /**
       * The page's canonical address as a site path, query included when it matters (`/products?page=2`);
       * by default the path of the URL without its query.
       */
      canonicalPath?: string | ((pageContext: VikePageContext) => string | null | undefined);
      /** The page's `og:type`; `website` unless the page says otherwise (a product page is a `product`). */
      openGraphType?: 'website' | 'product';
    }
  }
}

export {};
