import type { Config } from 'vike/types';

export default {
  title: 'About Us | Keyshop',
  description: 'Keyshop sells genuine game keys for PC, Steam, PlayStation and Xbox from authorised distributors, delivered instantly with secure payments and real support.',
  keywords: ['about keyshop', 'game key store', 'genuine game keys', 'authorised distributors', 'instant delivery', 'digital games'],
} satisfies Config;
