import type { Config } from 'vike/types';

export default {
  title: 'Dashboard | Keyshop',
  description: 'Your Keyshop account: profile, orders, store credit and settings.',
  keywords: [],
  noindex: true,
} satisfies Config;
