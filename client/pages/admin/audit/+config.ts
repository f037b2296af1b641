import type { Config } from 'vike/types';

export default {
  title: 'Audit Log | Admin | Keyshop',
  description: 'Store administration: who changed what in the store, and when.',
  keywords: [],
  noindex: true,
} satisfies Config;
