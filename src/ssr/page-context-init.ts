import type { PageServices } from './page-services.js';

/**
 * What the server hands to every page render. Only plain, serialisable values and narrow service
 * facades go here; never the Nest app, a repository or the raw request. The client declares the
 * same shape in `client/types/page-context.d.ts`.
 */
export interface SiteInfo {
  name: string;
  publicUrl: string;
}

export interface PageContextInit {
  urlOriginal: string;
  headersOriginal: Record<string, string | string[] | undefined>;
  site: SiteInfo;
  /** Server-only: never in passToClient. */
  services: PageServices;
}
