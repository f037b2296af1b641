import type { Config } from 'vike/types';

export default {
  title: 'Privacy Policy | Keyshop',
  description: 'What personal information Keyshop collects, how it is used and shared, how it is kept safe, and the rights you have over it.',
  keywords: ['keyshop privacy policy', 'personal data', 'data protection', 'cookies', 'gdpr', 'popia'],
} satisfies Config;
