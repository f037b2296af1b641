import type { Config } from 'vike/types';

export default {
  title: 'Sign In with Your Link | Keyshop',
  description: 'Finish signing in to Keyshop with the link we e-mailed you.',
} satisfies Config;
