export interface SiteLink {
  href: string;
  label: string;
}

export const mainLinks: readonly SiteLink[] = [
  { href: '/', label: 'Home' },
  { href: '/products', label: 'Games' },
  { href: '/deals', label: 'Deals' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];

/** Shown in the main navigation to signed-in visitors only. */
export const redeemKeyLink: SiteLink = { href: '/redeem-key', label: 'Redeem Key' };

export const footerLinkGroups: readonly { title: string; links: readonly SiteLink[] }[] = [
  {
    title: 'Shop',
    links: [
      { href: '/category/pc-games', label: 'PC Games' },
      { href: '/category/steam-keys', label: 'Steam Keys' },
      { href: '/category/playstation', label: 'PlayStation' },
      { href: '/category/xbox', label: 'Xbox' },
      { href: '/deals', label: 'Deals' },
    ],
  },
  {
    title: 'Help',
    links: [
      { href: '/faq', label: 'FAQ' },
      { href: '/support', label: 'Support' },
      { href: '/contact', label: 'Contact Us' },
      { href: '/about', label: 'About Us' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/terms-of-service', label: 'Terms of Service' },
      { href: '/refund-policy', label: 'Refund Policy' },
    ],
  },
];

/** Whether a navigation link points at the current page or the section it belongs to. */
export function isLinkActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  if (href === '/products') return pathname === '/products' || pathname.startsWith('/product/');
  return pathname === href || pathname.startsWith(`${href}/`);
}
