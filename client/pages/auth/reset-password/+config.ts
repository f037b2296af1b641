import type { Config } from 'vike/types';

export default {
  title: 'Choose a New Password | Keyshop',
  description: 'Choose a new password for your Keyshop account.',
} satisfies Config;
