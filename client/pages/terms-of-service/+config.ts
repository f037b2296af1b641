import type { Config } from 'vike/types';

export default {
  title: 'Terms of Service | Keyshop',
  description: 'Terms for buying game keys at Keyshop: delivery, authenticity, regional restrictions, accounts, payment in ZAR through PayFast, and liability.',
  keywords: ['keyshop terms of service', 'terms and conditions', 'game key purchase terms', 'regional restrictions', 'payment terms'],
} satisfies Config;
