import { HelpCircle } from 'lucide-react';
import { useMemo } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { FaqAccordion } from '../../features/info/FaqAccordion';
import { HelpCta } from '../../features/info/HelpCta';
import { InfoPageShell } from '../../features/info/InfoPageShell';
import { faqItems } from '../../features/info/faq';

export default function Page() {
  const { site } = usePageContext();
  const items = useMemo(() => faqItems(site.supportEmail), [site.supportEmail]);
  return (
    <InfoPageShell
      icon={<HelpCircle strokeWidth={2.25} />}
      eyebrow="Help centre"
      title="Frequently Asked Questions"
      lead="Quick answers about delivery, payments, refunds and more. Choose a question to read its answer."
    >
      <div className="mx-auto max-w-3xl space-y-12">
        <FaqAccordion items={items} />
        <HelpCta text="Our support team answers the live chat during support hours, and replies by e-mail within 24 hours at any time." />
      </div>
    </InfoPageShell>
  );
}
