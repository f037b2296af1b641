import type { Config } from 'vike/types';

export default {
  title: 'Support Center | Keyshop',
  description: 'Get help with your Keyshop account, orders and keys: FAQ, live help during support hours, e-mail support with a reply within 24 hours, and activation guides.',
  keywords: ['keyshop support', 'help centre', 'activate game key', 'steam key activation', 'order problems', 'account help', 'customer support'],
} satisfies Config;
