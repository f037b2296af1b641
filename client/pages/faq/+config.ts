import type { Config } from 'vike/types';

export default {
  title: 'Frequently Asked Questions | Keyshop',
  description: 'How keys are delivered, whether they are genuine, payment methods, refunds, delivery times, keys that do not work, support and gifts: answers from Keyshop.',
  keywords: ['keyshop faq', 'game key questions', 'key delivery', 'payment methods', 'refunds', 'gift a game', 'key not working'],
} satisfies Config;
