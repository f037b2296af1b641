import type { Config } from 'vike/types';

export default {
  title: 'Reviews | Admin | Keyshop',
  description: 'Store administration: verified-buyer reviews, to hide abusive ones or show them again.',
  keywords: [],
  noindex: true,
} satisfies Config;
