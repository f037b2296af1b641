import type { Config } from 'vike/types';

export default {
  title: 'Unsubscribe | Keyshop',
  description: 'Stop alert e-mails from Keyshop.',
} satisfies Config;
