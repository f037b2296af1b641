import type { Config } from 'vike/types';

export default {
  title: 'Shopping Cart | Keyshop',
  description: 'The games in your cart, with the service fee and the total to pay.',
  keywords: [],
  noindex: true,
} satisfies Config;
