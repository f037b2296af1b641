import type { Config } from 'vike/types';

export default {
  title: 'Payment Successful | Keyshop',
  description: 'Your payment is confirmed and your keys are on their way.',
} satisfies Config;
