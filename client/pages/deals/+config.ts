import type { Config } from 'vike/types';

export default {
  description: 'Discounted game keys for PC, Steam, PlayStation, Xbox and Nintendo, the biggest savings first. Instant delivery.',
  keywords: ['game deals', 'discounted games', 'game key sale', 'cheap game keys', 'steam sale', 'game discounts'],
} satisfies Config;
