import { usePageContext } from 'vike-react/usePageContext';
import { faqItems, faqJsonLdScript } from '../../features/info/faq';

/** The questions and answers for search engines, in the server's markup. */
export default function Head() {
  const { site } = usePageContext();
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLdScript(faqItems(site.supportEmail)) }} />;
}
