import type { Config } from 'vike/types';

export default {
  title: 'Orders | Admin | Keyshop',
  description: 'Store administration: every order, by status.',
  keywords: [],
  noindex: true,
} satisfies Config;
