import type { Config } from 'vike/types';

export default {
  title: 'Redeem Codes | Admin | Keyshop',
  description: 'Store administration: generate, import and follow the CD keys customers redeem for games or store credit.',
  keywords: [],
  noindex: true,
} satisfies Config;
