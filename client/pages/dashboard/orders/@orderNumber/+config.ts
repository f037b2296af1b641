import type { Config } from 'vike/types';

export default {
  description: 'One of your Keyshop orders: its items, amounts, status and keys.',
  keywords: [],
  noindex: true,
} satisfies Config;
