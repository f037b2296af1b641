import type { Config } from 'vike/types';

export default {
  title: 'Queues | Admin | Keyshop',
  description: 'Store administration: background jobs of each queue, pausing and resuming a queue, and retries of failed ones.',
  keywords: [],
  noindex: true,
} satisfies Config;
