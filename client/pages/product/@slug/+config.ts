import type { Config } from 'vike/types';

export default {
  openGraphType: 'product',
  // `canonicalPath`: the address search engines should index for this page, read by the head tags.
} satisfies Config;
