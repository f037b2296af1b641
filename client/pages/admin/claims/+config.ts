import type { Config } from 'vike/types';

export default {
  title: 'Key Claims | Admin | Keyshop',
  description: 'Store administration: keys customers report as not working, to replace, refund as store credit or reject.',
  keywords: [],
  noindex: true,
} satisfies Config;
