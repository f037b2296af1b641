import type { PageContextServer } from 'vike/types';
import { absoluteUrl } from '../lib/absolute-url';

/** The store's default share image; share previews need an absolute URL. */
export default (pageContext: PageContextServer) => absoluteUrl(pageContext.site.publicUrl, '/og-image.png');
