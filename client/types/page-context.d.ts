import type { SiteInfo } from '../../src/ssr/page-context-init';

declare global {
  namespace Vike {
    interface PageContext {
      site: SiteInfo;
    }
  }
}

export {};
