import type { Config } from 'vike/types';

export default {
  title: 'Admin Dashboard | Keyshop',
  description: 'Store administration: catalogue syncs and imports.',
  keywords: [],
  noindex: true,
} satisfies Config;
