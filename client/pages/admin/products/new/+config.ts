import type { Config } from 'vike/types';

export default {
  title: 'New product | Admin | Keyshop',
  description: 'Store administration: a new product, saved as a draft.',
  keywords: [],
  noindex: true,
} satisfies Config;
