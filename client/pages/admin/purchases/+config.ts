import type { Config } from 'vike/types';

export default {
  title: 'Purchases | Admin | Keyshop',
  description: 'Store administration: keys bought from the wholesaler, refused purchases, and what today cost.',
  keywords: [],
  noindex: true,
} satisfies Config;
