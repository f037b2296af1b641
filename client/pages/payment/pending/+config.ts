import type { Config } from 'vike/types';

export default {
  description: 'We are confirming the payment for your order.',
} satisfies Config;
