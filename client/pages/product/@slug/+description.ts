import type { PageContext } from 'vike/types';
import type { Data } from './+data';

/** Search engines show about 160 characters. */
const MAX_LENGTH = 160;

export default (pageContext: PageContext<Data>) => {
  const { product } = pageContext.data;
  const text = product.description.replace(/\s+/g, ' ').trim() || `Buy ${product.name} for ${product.platform} with instant key delivery at ${pageContext.site.name}.`;
  return text.length <= MAX_LENGTH ? text : `${text.slice(0, MAX_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
};
