import type { Config } from 'vike/types';

/** The sign-in pages and everything under them are for people, not search engines. */
export default {
  noindex: true,
  keywords: [],
} satisfies Config;
