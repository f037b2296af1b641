import type { PageContext } from 'vike/types';
import { categoryGameKeys } from '../../../features/catalog/category-wording';
import type { Data } from './+data';

export default (pageContext: PageContext<Data>) =>
  `Buy ${categoryGameKeys(pageContext.data.category.name)} at ${pageContext.site.name}: instant delivery by e-mail, secure payments and great prices.`;
