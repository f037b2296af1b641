import type { Config } from 'vike/types';

export default {
  title: 'Contact Us | Keyshop',
  description: 'Questions about an order, a key or your account? Send Keyshop a message or e-mail support: we reply within 24 hours. Support hours and live help included.',
  keywords: ['contact keyshop', 'keyshop support', 'game key help', 'customer service', 'support e-mail', 'support hours'],
} satisfies Config;
