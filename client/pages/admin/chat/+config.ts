import type { Config } from 'vike/types';

export default {
  title: 'Live Chat | Admin | Keyshop',
  description: 'Store administration: the live chat inbox, to answer shoppers as they write.',
  keywords: [],
  noindex: true,
} satisfies Config;
