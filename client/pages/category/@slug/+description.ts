import type { PageContext } from 'vike/types';
import type { Data } from './+data';

export default (pageContext: PageContext<Data>) =>
  `Buy ${pageContext.data.category.name} game keys at ${pageContext.site.name}: instant delivery by e-mail, secure payments and great prices.`;
