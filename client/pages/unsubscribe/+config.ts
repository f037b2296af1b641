import type { Config } from 'vike/types';

/** An alert mail's unsubscribe link: for the person it was mailed to, not for search engines. */
export default {
  title: 'Unsubscribe | Keyshop',
  description: 'Stop alert e-mails from Keyshop.',
  keywords: [],
  noindex: true,
} satisfies Config;
