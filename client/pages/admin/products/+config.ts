import type { Config } from 'vike/types';

export default {
  title: 'Products | Admin | Keyshop',
  description: 'Store administration: every product with its price, discount, visibility, category and key stock.',
  keywords: [],
  noindex: true,
} satisfies Config;
