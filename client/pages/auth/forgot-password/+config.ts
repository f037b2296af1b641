import type { Config } from 'vike/types';

export default {
  title: 'Forgot Your Password? | Keyshop',
  description: 'Get a link by e-mail to choose a new password for your Keyshop account.',
} satisfies Config;
