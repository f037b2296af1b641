import type { Config } from 'vike/types';

export default {
  title: 'Product | Admin | Keyshop',
  description: 'Store administration: every field of one product, its pictures, and whether it is on sale.',
  keywords: [],
  noindex: true,
} satisfies Config;
