import { ACTIVATION_GUIDES } from '#contracts/activation-platform.constants';
import type { InfoLink } from './faq';
import { CONTACT_PATH, MY_ORDERS_PATH, REFUND_POLICY_PATH } from './faq';

export interface SupportTopic {
  id: string;
  title: string;
  text: string;
  links: InfoLink[];
}

export const GUIDES_ANCHOR = 'guides';

/** The support centre's four topics, each with the pages that answer its usual questions. */
export const SUPPORT_TOPICS: readonly SupportTopic[] = [
  {
    id: 'account-issues',
    title: 'Account Issues',
    text: 'Signing in, your profile and your account status.',
    links: [
      { href: '/auth/forgot-password', label: 'Reset a forgotten password' },
      { href: '/dashboard', label: 'Update your phone number or Steam trade URL' },
      { href: '/dashboard?tab=settings', label: 'Check whether your account is verified' },
      { href: '/dashboard?tab=credits', label: 'See your store credit' },
    ],
  },
  {
    id: 'order-problems',
    title: 'Order Problems',
    text: 'Finding your keys, keys that do not work, and refunds.',
    links: [
      { href: MY_ORDERS_PATH, label: 'Find the keys of an order' },
      { href: '/faq#key-not-working', label: 'A key that does not work' },
      { href: '/faq#delivery-time', label: 'Delivery times' },
      { href: REFUND_POLICY_PATH, label: 'Refunds and duplicate purchases' },
    ],
  },
  {
    id: 'technical-support',
    title: 'Technical Support',
    text: 'Activating and redeeming keys, and regional restrictions.',
    links: [
      { href: `#${GUIDES_ANCHOR}`, label: 'Activate a key on Steam, PlayStation or Xbox' },
      { href: '/redeem-key', label: 'Redeem a key you got elsewhere' },
      { href: '/terms-of-service#digital-products', label: 'Regional restrictions' },
      { href: CONTACT_PATH, label: 'Report a problem with the site' },
    ],
  },
  {
    id: 'general-questions',
    title: 'General Questions',
    text: 'Payments, gifts, your data and who we are.',
    links: [
      { href: '/faq#payment-methods', label: 'Payment methods' },
      { href: '/faq#gifts', label: 'Buying a game as a gift' },
      { href: '/privacy-policy', label: 'How we handle your data' },
      { href: '/about', label: 'About Keyshop' },
    ],
  },
];

export interface Guide {
  id: string;
  title: string;
  steps: readonly string[];
  link?: InfoLink;
}

/** Short how-tos: the support centre's documentation. */
export const GUIDES: readonly Guide[] = [
  {
    id: 'find-your-keys',
    title: 'Find and reveal your keys',
    steps: [
      'Open the e-mail we sent when your payment was confirmed, or sign in and go to Orders in your dashboard.',
      'Open the order and choose Reveal next to the game to see its key, then Copy.',
      'Keep your keys private. Revealing a key is recorded, and revealed keys cannot be refunded.',
    ],
    link: { href: MY_ORDERS_PATH, label: 'Go to your orders' },
  },
  {
    id: 'activate-steam',
    title: 'Activate a key on Steam',
    steps: ACTIVATION_GUIDES.Steam.steps,
  },
  {
    id: 'activate-playstation',
    title: 'Redeem a PlayStation code',
    steps: ACTIVATION_GUIDES['PlayStation Store'].steps,
  },
  {
    id: 'activate-xbox',
    title: 'Redeem an Xbox code',
    steps: ACTIVATION_GUIDES['Microsoft Store'].steps,
  },
  {
    id: 'redeem-on-keyshop',
    title: 'Redeem a Keyshop code',
    steps: [
      'Sign in and open Redeem Key in the main menu.',
      'Enter the code you received: it is checked at once.',
      'You receive the game in your account, or store credit for your next order. Each code works once.',
    ],
    link: { href: '/redeem-key', label: 'Redeem a key' },
  },
  {
    id: 'send-a-gift',
    title: 'Send a game as a gift',
    steps: [
      'Add the game to your cart and go to checkout.',
      "Tick 'This is a gift' and enter the recipient's e-mail address.",
      'Pay as usual: the keys go to the recipient by e-mail, and your receipt comes to you.',
    ],
    link: { href: '/products', label: 'Browse games' },
  },
];
