import type { PageContextServer } from 'vike/types';
import { themeScriptTag } from '../features/theme/theme-script';

// The theme script runs before first paint, with the request's CSP nonce.
export default (pageContext: PageContextServer) => themeScriptTag(pageContext.cspNonce);
