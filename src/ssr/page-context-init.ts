import type { SellerIdentity } from '../config/app-config.js';
import type { ChargeRules } from '../cart-pricing/charge.js';
import type { PageServices } from './page-services.js';

/**
 * What the server hands to every page render. Only plain, serialisable values and narrow service
 * facades go here; never the Nest app, a repository or the raw request. The client declares the
 * same shape in `client/types/page-context.d.ts`.
 */
export interface SiteInfo {
  name: string;
  publicUrl: string;
  /** The support address shown on the contact, support and policy pages. */
  supportEmail: string;
  /** Who sells: shown in the footer and the "Who we are" block of the terms, privacy and about pages. */
  seller: SellerIdentity;
  /** The service fee and rand rate the cart charges, so that prices before the cart show the same. */
  pricing: ChargeRules;
  /** Every platform the store sells games for (the home page's strip, the footer); empty when the catalogue cannot be read. */
  platforms: string[];
}

/** The signed-in visitor (passed to the client), or null. */
export interface PageUser {
  id: string;
  email: string;
  /** Whether the owner followed a link mailed to the address (checkout needs it). */
  emailVerified: boolean;
  role: 'customer' | 'admin';
}

export interface PageContextInit {
  urlOriginal: string;
  /** This request's nonce for the inline scripts of the page (its Content-Security-Policy allows them). */
  cspNonce: string;
  headersOriginal: Record<string, string | string[] | undefined>;
  site: SiteInfo;
  user: PageUser | null;
  /** Server-only: never in passToClient. */
  services: PageServices;
}
