import type { Config } from 'vike/types';

export default {
  description: 'The page you were looking for could not be shown.',
  keywords: [],
  noindex: true,
} satisfies Config;
