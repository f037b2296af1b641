import type { Config } from 'vike/types';

export default {
  title: 'Keyshop: Your Ultimate Gaming Destination for Game Keys',
  description:
    'Instant delivery of game keys for PC, Steam, PlayStation, Xbox and Nintendo. Secure payments, the best prices and support by chat and e-mail.',
  keywords: ['game keys', 'buy game keys', 'steam keys', 'pc games', 'playstation', 'xbox', 'nintendo', 'instant delivery', 'cheap games'],
} satisfies Config;
