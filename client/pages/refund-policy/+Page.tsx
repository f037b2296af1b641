import { Ban, ReceiptText } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import { LegalDocument, SupportEmailLink, type LegalSection } from '../../features/info/LegalDocument';

export default function Page() {
  const { site } = usePageContext();
  return (
    <LegalDocument
      icon={<ReceiptText strokeWidth={2.25} />}
      title="Refund Policy"
      lead="Digital keys cannot be returned once they are delivered, so our refund policy is strict. Here is when we can help, and how."
      notice={
        <div role="note" aria-labelledby="no-refund-heading" className="mb-12 flex items-start gap-4 rounded-2xl border border-danger/30 bg-danger/5 p-5 sm:p-6">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-danger/10 text-danger ring-1 ring-danger/25" aria-hidden="true">
            <Ban className="size-5" />
          </span>
          <div>
            <p id="no-refund-heading" className="font-semibold">
              No refunds once keys are delivered
            </p>
            <p className="mt-1 text-sm leading-relaxed text-pretty text-muted-foreground">
              A key can be used the moment it is seen, so all sales are final once your keys have been delivered. The only exceptions are the ones
              below.
            </p>
          </div>
        </div>
      }
      sections={refundSections(site.supportEmail)}
    />
  );
}

function refundSections(supportEmail: string): LegalSection[] {
  return [
    {
      id: 'right-of-withdrawal',
      title: 'Immediate Delivery and the Right of Withdrawal',
      content: (
        <p>
          Keys are delivered the moment your payment is confirmed. When you place an order you agree to that immediate delivery, and you acknowledge
          that you thereby lose the right to withdraw from the purchase (the 14-day withdrawal period that EU rules give for online purchases)
          once delivery has begun. Your order page shows when you agreed.
        </p>
      ),
    },
    {
      id: 'defective-keys',
      title: 'Defective or Invalid Keys',
      content: (
        <>
          <p>
            If a key does not work, contact our support team <strong>within 48 hours</strong> of delivery, with proof: your order number and a
            screenshot of the error message the platform shows.
          </p>
          <p>
            Once we have confirmed the problem, we give you a replacement key or store credit for the product, at our discretion. A key that cannot be
            activated because of a regional or platform restriction shown on its product page is not defective.
          </p>
        </>
      ),
    },
    {
      id: 'duplicate-purchases',
      title: 'Duplicate Purchases',
      content: (
        <p>
          Bought the same game twice by mistake? Contact us and we may refund the extra purchase, provided its keys have not been revealed. Your
          account records when a key is revealed, so please do not reveal the extra keys.
        </p>
      ),
    },
    {
      id: 'fraud',
      title: 'Fraudulent Purchases',
      content: (
        <p>
          If your card or account was used to buy from us without your permission, contact us at once. Once we have verified that the purchase was
          fraudulent, we may refund it.
        </p>
      ),
    },
    {
      id: 'how-to-ask',
      title: 'How to Ask for Help',
      content: (
        <ol>
          <li>
            Write to us through the <a href="/contact">contact form</a> or at <SupportEmailLink email={supportEmail} />.
          </li>
          <li>Give your order number, the product, and what went wrong, with a screenshot where you can.</li>
          <li>We reply within 24 hours and tell you what happens next.</li>
        </ol>
      ),
    },
    {
      id: 'chargebacks',
      title: 'Chargebacks',
      content: (
        <p>
          Please talk to us before you dispute a payment with your bank. A chargeback on an order that was delivered may lead to the permanent suspension
          of your account.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact Us',
      content: (
        <p>
          Questions about a refund? E-mail our support team at <SupportEmailLink email={supportEmail} />.
        </p>
      ),
    },
  ];
}
