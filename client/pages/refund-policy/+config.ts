import type { Config } from 'vike/types';

export default {
  title: 'Refund Policy | Keyshop',
  description: 'Keyshop refunds: none once keys are delivered; a replacement or store credit for a defective key reported within 48 hours; duplicate purchases; fraud.',
  keywords: ['keyshop refund policy', 'game key refund', 'defective key', 'duplicate purchase', 'chargeback', 'store credit'],
} satisfies Config;
