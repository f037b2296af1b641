import { DELIVERY_KIND_TEXT, STEAM_GIFT_HOURS } from '#contracts/delivery-kind.constants';
import { serializeJsonLd } from '../catalog/product-json-ld';
import { SUPPORT_HOURS, supportHoursLine } from './support-hours';

export interface InfoLink {
  href: string;
  label: string;
}

export interface FaqItem {
  /** The item's anchor: `/faq#gifts` opens that answer. */
  id: string;
  question: string;
  /** Plain paragraphs: the page shows them and search engines read the same words. */
  answer: string[];
  links: InfoLink[];
}

export const REFUND_POLICY_PATH = '/refund-policy';
export const CONTACT_PATH = '/contact';
export const MY_ORDERS_PATH = '/dashboard?tab=orders';

/** The eight questions of the FAQ page, answered in the store's words. */
export function faqItems(supportEmail: string): FaqItem[] {
  const openHours = SUPPORT_HOURS.filter((period) => period.opensAt !== undefined).map(supportHoursLine);
  return [
    {
      id: 'receiving-keys',
      question: 'How do I receive my game keys?',
      answer: [
        'Instantly. As soon as your payment is confirmed, we e-mail your keys to you and they appear with your order in your dashboard, where you can reveal and copy them whenever you need them.',
        'Each key names the platform it activates on, with the steps to follow and, where the platform has one, a link to its redeem page (for Steam, with your key already filled in).',
        `Steam gifts, marked "${DELIVERY_KIND_TEXT.steam_gift.short}" on their page, are the one exception among digital items: ${lowerFirst(DELIVERY_KIND_TEXT.steam_gift.detail)}`,
      ],
      links: [{ href: MY_ORDERS_PATH, label: 'See your orders' }],
    },
    {
      id: 'legitimacy',
      question: 'Are your game keys legitimate?',
      answer: [
        'Yes. Every key we sell comes from authorised distributors and publishers, so it is genuine and activates on the platform it is sold for.',
        'Each key is sold once only: it is stored encrypted until it is delivered to you, and nobody else receives the same key.',
      ],
      links: [],
    },
    {
      id: 'payment-methods',
      question: 'What payment methods do you accept?',
      answer: [
        'Payments go through PayFast, a secure payment gateway. On its payment page you can pay with a major credit or debit card such as Visa or Mastercard, or with a local method PayFast offers, such as an instant EFT from your bank; the page shows the methods open to you. We do not take PayPal.',
        'Prices are shown in euro and the payment is made in South African rand (ZAR): the amount in rand is shown before you pay. You can also spend store credit at checkout.',
      ],
      links: [],
    },
    {
      id: 'refunds',
      question: 'Can I get a refund?',
      answer: [
        'A game key can be used the moment it is seen, so all sales are final once keys are delivered and we cannot take a key back.',
        'There are a few exceptions: a key that does not work is replaced, or made good with store credit, if you contact us within 48 hours; a duplicate purchase can be refunded if the extra keys were not revealed; and proven fraud is refunded after verification.',
      ],
      links: [{ href: REFUND_POLICY_PATH, label: 'Read the refund policy' }],
    },
    {
      id: 'delivery-time',
      question: 'How long does delivery take?',
      answer: [
        'Digital products are delivered instantly: your keys arrive by e-mail and in your dashboard as soon as your payment is confirmed.',
        `Steam gifts are sent as a trade offer by our team during support hours (${STEAM_GIFT_HOURS}). Physical items are shipped to the address you give at checkout and take 3-7 business days to arrive. Each product's page says which kind it is.`,
      ],
      links: [],
    },
    {
      id: 'key-not-working',
      question: "What if my key doesn't work?",
      answer: [
        'Contact our support team within 48 hours of delivery, with your order number and a screenshot of the message the platform shows. We check the key and, if it is faulty, we fix the problem or replace the key.',
      ],
      links: [{ href: CONTACT_PATH, label: 'Contact support' }],
    },
    {
      id: 'customer-support',
      question: 'Do you offer customer support?',
      answer: [
        `Yes. By e-mail at any time: write to us through the contact form or at ${supportEmail} and we reply within 24 hours.`,
        `Live chat: a person answers during our support hours, ${openHours.join(' and ')} (closed on Sunday); outside them, write in the chat all the same and we reply by e-mail.`,
      ],
      links: [
        { href: CONTACT_PATH, label: 'Contact us' },
        { href: '/support', label: 'Visit the support centre' },
      ],
    },
    {
      id: 'gifts',
      question: 'Can I buy games as gifts?',
      answer: [
        "Yes. At checkout, tick 'This is a gift' and enter the recipient's e-mail address. The keys go straight to them by e-mail, while your receipt and the order stay in your account.",
      ],
      links: [],
    },
  ];
}

/** The answer an anchor names (`#gifts`), if it names one of `items`. */
export function faqItemFromHash(hash: string, items: readonly FaqItem[]): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return items.some((item) => item.id === id) ? id : null;
}

/** schema.org FAQPage data for search engines, with the same words as the page. */
export function faqJsonLdScript(items: readonly FaqItem[]): string {
  return serializeJsonLd({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') },
    })),
  });
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
