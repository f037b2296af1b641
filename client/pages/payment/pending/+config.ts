import type { Config } from 'vike/types';

export default {
  title: 'Payment Processing | Keyshop',
  description: 'We are confirming the payment for your order.',
} satisfies Config;
