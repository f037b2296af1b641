import type { Config } from 'vike/types';

export default {
  title: 'Checkout | Keyshop',
  description: 'Your contact details and order summary, then on to secure payment.',
  keywords: [],
  noindex: true,
} satisfies Config;
