import type { Config } from 'vike/types';

export default {
  title: 'Refund Policy | Keyshop',
  description: 'Keyshop refund policy: no refunds once keys are delivered, replacement or store credit for a defective key reported within 48 hours, duplicate purchases and fraud.',
  keywords: ['keyshop refund policy', 'game key refund', 'defective key', 'duplicate purchase', 'chargeback', 'store credit'],
} satisfies Config;
