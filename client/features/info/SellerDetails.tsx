import type { SiteInfo } from '#server/ssr/page-context-init';
import type { LegalSection } from './LegalDocument';

type Seller = SiteInfo['seller'];

/** The company that sells, as the server's configuration names it: who the customer's contract is with. */
export function SellerDetails({ seller }: { seller: Seller }) {
  const facts: [label: string, value: string][] = [
    ['Company', seller.name],
    ['Address', seller.address],
    ['Registration number', seller.registrationNumber],
    ['VAT number', seller.vatNumber],
    // Plain text: the page's contact section already links this address.
    ['Support e-mail', seller.supportEmail],
  ];
  return (
    <dl data-testid="seller-details" className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-foreground">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The "Who We Are" section that opens the terms and the privacy policy. */
export function whoWeAreSection(seller: Seller, intro: string): LegalSection {
  return {
    id: 'who-we-are',
    title: 'Who We Are',
    content: (
      <>
        <p>{intro}</p>
        <SellerDetails seller={seller} />
      </>
    ),
  };
}
