import { ScrollText } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import { LegalDocument, SupportEmailLink, type LegalSection } from '../../features/info/LegalDocument';
import { whoWeAreSection } from '../../features/info/SellerDetails';

export default function Page() {
  const { site } = usePageContext();
  return (
    <LegalDocument
      icon={<ScrollText strokeWidth={2.25} />}
      title="Terms of Service"
      lead="These terms apply whenever you use Keyshop or buy from us. Please read them before you place an order."
      sections={[whoWeAreSection(site.seller, `You buy from ${site.seller.name}, the company that runs Keyshop:`), ...termsSections(site.supportEmail)]}
    />
  );
}

function termsSections(supportEmail: string): LegalSection[] {
  return [
    {
      id: 'acceptance',
      title: 'Acceptance of Terms',
      content: (
        <>
          <p>
            By creating an account, placing an order or otherwise using Keyshop, you agree to these terms and to our{' '}
            <a href="/privacy-policy">privacy policy</a> and <a href="/refund-policy">refund policy</a>. If you do not agree, please do not use the
            store.
          </p>
        </>
      ),
    },
    {
      id: 'digital-products',
      title: 'Digital Products',
      content: (
        <>
          <p>
            <strong>Delivery.</strong> Digital products are delivered by e-mail after payment confirmation, and they are also kept with your order in your
            account. Steam items are sent as a trade offer to the Steam trade URL you give at checkout. Physical items, where offered, are shipped and
            take 3-7 business days to arrive.
          </p>
          <p>
            <strong>Authenticity.</strong> Every key we sell is genuine and comes from authorised distributors and publishers. Each key is sold once only.
          </p>
          <p>
            <strong>Regional restrictions.</strong> Some keys can only be activated in certain regions, or on a certain platform. The region and platform
            are shown on each product page: please check them before you buy. A key that cannot be activated because of a restriction shown on its
            product page is not defective.
          </p>
          <p>
            <strong>Activation.</strong> Keys are activated on the platform they are for (such as Steam, PlayStation or Xbox), under that platform&apos;s
            own terms. Once delivered, a key is your responsibility: keep it private.
          </p>
        </>
      ),
    },
    {
      id: 'user-accounts',
      title: 'User Accounts',
      content: (
        <ul>
          <li>You must be at least 18 years old to create an account.</li>
          <li>One account per person. Please give accurate details and keep them up to date.</li>
          <li>Keep your password secret: you are responsible for what is done with your account.</li>
          <li>We may suspend or close an account that breaks these terms, for example after fraud or a chargeback.</li>
        </ul>
      ),
    },
    {
      id: 'payment-and-pricing',
      title: 'Payment and Pricing',
      content: (
        <>
          <p>
            Prices are shown in euro (EUR). Your cart shows the service fee and the total before you pay. Payment is charged in South African rand
            (ZAR) through PayFast, at the exchange rate the store is configured with; the amount in rand is shown before you pay. Your bank or card
            issuer may add its own fees for a payment in another currency.
          </p>
          <p>
            Prices may change at any time, but never for an order you have already placed. Store credit can be spent on orders in the store; it cannot be
            exchanged for cash. An order that is not paid in time is cancelled, and any store credit it used is returned to your account.
          </p>
        </>
      ),
    },
    {
      id: 'prohibited-activities',
      title: 'Prohibited Activities',
      content: (
        <>
          <p>When you use Keyshop, you must not:</p>
          <ul>
            <li>pay with a card or account that is not yours, or otherwise commit fraud;</li>
            <li>file a chargeback for an order that was delivered as described;</li>
            <li>open several accounts, or use someone else&apos;s;</li>
            <li>try to get keys, redeem codes or store credit you are not entitled to;</li>
            <li>resell keys bought here as a business;</li>
            <li>attack, overload, scrape or try to break into the store, or get around its limits;</li>
            <li>use the store for anything unlawful.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      content: (
        <>
          <p>
            Our liability for any claim about a product is limited to the amount you paid for that product. We are not responsible for the services of the
            platforms on which keys are activated, nor for indirect losses.
          </p>
          <p>Nothing in these terms limits a liability that cannot be limited by law, or your rights as a consumer.</p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to These Terms',
      content: (
        <p>
          We may update these terms from time to time. The terms in force when you place an order apply to that order. If you keep using the store after a
          change, you accept the updated terms.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact Us',
      content: (
        <p>
          Questions about these terms? E-mail us at <SupportEmailLink email={supportEmail} /> or use our <a href="/contact">contact form</a>.
        </p>
      ),
    },
  ];
}
