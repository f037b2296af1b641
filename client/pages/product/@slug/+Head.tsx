import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { productJsonLdScript } from '../../../features/catalog/product-json-ld';
import type { Data } from './+data';
import { JSON_LD_SCRIPT_ID } from './product-json-ld-script';

/** Product data for search engines, in the server's markup. */
export default function Head() {
  const { product } = useData<Data>();
  const { site } = usePageContext();
  return <script id={JSON_LD_SCRIPT_ID} type="application/ld+json" dangerouslySetInnerHTML={{ __html: productJsonLdScript(product, site.publicUrl) }} />;
}
