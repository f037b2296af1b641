import { ShieldCheck } from 'lucide-react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { LegalDocument, SupportEmailLink, type LegalSection } from '../../features/info/LegalDocument';
import { whoWeAreSection } from '../../features/info/SellerDetails';
import type { Data } from './+data';

export default function Page() {
  const { lastUpdated } = useData<Data>();
  const { site } = usePageContext();
  return (
    <LegalDocument
      icon={<ShieldCheck strokeWidth={2.25} />}
      title="Privacy Policy"
      lead="Your privacy matters to us. This policy explains what we collect when you use Keyshop, why, who sees it, and the choices you have."
      meta={
        <p>
          Last updated: <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
        </p>
      }
      sections={[whoWeAreSection(site.seller, `${site.seller.name} runs Keyshop and is responsible for the information you give us:`), ...privacySections(site.supportEmail)]}
    />
  );
}

function privacySections(supportEmail: string): LegalSection[] {
  return [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      content: (
        <>
          <p>We collect only what we need to run the store and look after your orders:</p>
          <ul>
            <li>
              <strong>Account details:</strong> your e-mail address and password (which we keep only as a secure hash, never as you typed it), and, if
              you give them, your phone number and Steam trade URL.
            </li>
            <li>
              <strong>Order details:</strong> what you buy, the amounts, the contact details you enter at checkout (name, e-mail, phone and country) and,
              for a gift, the recipient&apos;s e-mail address.
            </li>
            <li>
              <strong>Payment confirmations:</strong> payments are made on PayFast&apos;s pages. We receive the payment&apos;s reference, amount and status,
              never your card or bank details.
            </li>
            <li>
              <strong>Messages:</strong> what you send us through the contact form or by e-mail, with your name and e-mail address.
            </li>
            <li>
              <strong>Technical data:</strong> your IP address and browser type, which we use to keep your account secure and to stop abuse.
            </li>
          </ul>
          <p>
            We use cookies only to keep you signed in. Your cart and a few preferences, such as your choice of light or dark theme, are saved in your
            own browser, not on our servers. We do not use advertising or tracking cookies.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'How We Use Your Information',
      content: (
        <>
          <p>We use your information to:</p>
          <ul>
            <li>process your orders and deliver your keys by e-mail and in your account;</li>
            <li>run your account, including store credit and keys you redeem;</li>
            <li>answer your messages and help you when something goes wrong;</li>
            <li>send the e-mails that go with your account and orders, such as order confirmations, key deliveries and password resets;</li>
            <li>prevent fraud and abuse, and keep the store secure;</li>
            <li>meet our legal and accounting obligations.</li>
          </ul>
          <p>We do not send you marketing e-mails without your consent, and we do not sell your personal information.</p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Information Sharing',
      content: (
        <>
          <p>We share your information only when we need to, and only what is needed:</p>
          <ul>
            <li>
              <strong>Payment processing:</strong> PayFast receives the details it needs to take your payment, under its own privacy policy.
            </li>
            <li>
              <strong>Service providers:</strong> the companies that host the store and deliver our e-mails handle data on our behalf and only on our
              instructions.
            </li>
            <li>
              <strong>Gift recipients:</strong> when you buy a gift, the keys are sent to the e-mail address you give us.
            </li>
            <li>
              <strong>The law:</strong> we disclose information when the law requires it, or to protect our customers and the store from fraud.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Data Security',
      content: (
        <>
          <p>We protect your information with measures suited to what it is:</p>
          <ul>
            <li>every connection to the store is encrypted;</li>
            <li>passwords are stored only as strong one-way hashes;</li>
            <li>game keys are encrypted until they are delivered to you;</li>
            <li>your session is kept in secure cookies that scripts on the page cannot read;</li>
            <li>access to customer data is limited to the people who need it to help you.</li>
          </ul>
          <p>No system is perfectly secure, but if a breach ever affects your information, we will tell you and the authorities as the law requires.</p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      content: (
        <>
          <p>Depending on where you live (for example under the GDPR in the European Union or POPIA in South Africa), you have the right to:</p>
          <ul>
            <li>ask for a copy of the personal information we hold about you;</li>
            <li>correct it: you can update your phone number and Steam trade URL yourself in your dashboard;</li>
            <li>ask us to delete it, unless we must keep it by law (for example, records of orders);</li>
            <li>object to or limit how we use it;</li>
            <li>complain to your data protection authority.</li>
          </ul>
          <p>To use any of these rights, contact us at the address below. We will answer within 30 days.</p>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Contact Us',
      content: (
        <p>
          Questions about this policy or your information? E-mail us at <SupportEmailLink email={supportEmail} /> or use our{' '}
          <a href="/contact">contact form</a>.
        </p>
      ),
    },
  ];
}
