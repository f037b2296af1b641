import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

// Head settings of each page: see client/seo/SeoHead.tsx.
export default {
  extends: [vikeReact],
  passToClient: ['site', 'user'],
  lang: 'en',
  // Server markup is dark (the default theme); the head script corrects it before first paint.
  htmlAttributes: { class: 'dark' },
  favicon: '/favicon.svg',
  title: 'Keyshop: Digital Game Keys with Instant Delivery',
  description: 'Buy digital game keys for PC, Steam, PlayStation and Xbox. Instant delivery, secure payments and great prices.',
  keywords: ['game keys', 'digital games', 'steam keys', 'cd keys', 'pc games', 'playstation', 'xbox'],
  noindex: false,
  meta: {
    keywords: { env: { server: true, client: true } },
    noindex: { env: { server: true, client: true } },
    canonicalPath: { env: { server: true, client: true } },
    openGraphType: { env: { server: true, client: true } },
  },
} satisfies Config;
