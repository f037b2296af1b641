import type { Config } from 'vike/types';

export default {
  description: 'Store administration: one order with its customer, items, amounts, keys and history.',
} satisfies Config;
