/** The store's categories: the footer links to the first four. */
export const DEMO_CATEGORIES = [
  { slug: 'pc-games', name: 'PC Games', platform: 'PC' },
  { slug: 'steam-keys', name: 'Steam Keys', platform: 'Steam' },
  { slug: 'playstation', name: 'PlayStation', platform: 'PlayStation' },
  { slug: 'xbox', name: 'Xbox', platform: 'Xbox' },
  { slug: 'nintendo', name: 'Nintendo', platform: 'Nintendo' },
] as const;
