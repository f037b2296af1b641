import type { Config } from 'vike/types';

export default {
  title: 'Sign In or Create an Account | Keyshop',
  description: 'Sign in to Keyshop or create a free account to follow your orders, keep your keys and collect store credit.',
} satisfies Config;
