import type { Config } from 'vike/types';

/** The payment pages are about one shopper's order: nothing for search engines. */
export default {
  keywords: [],
  noindex: true,
} satisfies Config;
