import type { Config } from 'vike/types';

export default {
  description: 'Your payment is confirmed and your keys are on their way.',
} satisfies Config;
