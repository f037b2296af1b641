import type { Config } from 'vike/types';

export default {
  title: 'Confirm Your E-mail Address | Keyshop',
  description: 'Confirm the e-mail address of your Keyshop account.',
} satisfies Config;
