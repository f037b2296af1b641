import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { formatEur } from '#server/common/money';
import { productJsonLdScript } from '../../../features/catalog/product-json-ld';
import type { Data } from './+data';
import { JSON_LD_SCRIPT_ID } from './product-json-ld-script';

/**
 * Product data for search engines, and the price for share previews (Open Graph's product tags; a
 * label and value that X and Slack show under the card). vike-react writes og:title, og:image (the
 * cover, see +image.ts) and the large-image Twitter card.
 */
export default function Head() {
  const { product } = useData<Data>();
  const { site } = usePageContext();
  return (
    <>
      <script id={JSON_LD_SCRIPT_ID} type="application/ld+json" dangerouslySetInnerHTML={{ __html: productJsonLdScript(product, site.publicUrl) }} />
      <meta property="product:price:amount" content={(product.priceCents / 100).toFixed(2)} />
      <meta property="product:price:currency" content="EUR" />
      <meta name="twitter:label1" content="Price" />
      <meta name="twitter:data1" content={formatEur(product.priceCents)} />
    </>
  );
}
