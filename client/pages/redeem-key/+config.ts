import type { Config } from 'vike/types';

export default {
  title: 'Redeem CD Key | Keyshop',
  description: 'Redeem a CD key you got elsewhere: receive the game in your account at once, or store credit for your next order.',
  keywords: [],
  noindex: true,
} satisfies Config;
