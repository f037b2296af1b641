import type { Config } from 'vike/types';

export default {
  title: 'Account links | Admin | Keyshop',
  description: 'Store administration: accounts that share a buyer name, phone, address, IP or device, to keep one account per person.',
  keywords: [],
  noindex: true,
} satisfies Config;
