import type { PageContext } from 'vike/types';
import { categoryKeys } from '../../../features/catalog/category-wording';
import type { Data } from './+data';

export default (pageContext: PageContext<Data>) => {
  const name = pageContext.data.category.name.toLowerCase();
  return [...new Set([name, categoryKeys(name), `buy ${name}`]), 'game keys', 'digital games', 'instant delivery'];
};
