import type { Config } from 'vike/types';

export default {
  description: 'Browse digital game keys for PC, Steam, PlayStation, Xbox and Nintendo. Filter by platform, genre and price, with instant delivery.',
  keywords: ['game store', 'game keys', 'buy games', 'steam keys', 'pc games', 'playstation', 'xbox', 'nintendo', 'cheap game keys'],
} satisfies Config;
