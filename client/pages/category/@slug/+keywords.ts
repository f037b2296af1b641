import type { PageContext } from 'vike/types';
import type { Data } from './+data';

export default (pageContext: PageContext<Data>) => {
  const name = pageContext.data.category.name.toLowerCase();
  return [name, `${name} keys`, `buy ${name}`, 'game keys', 'digital games', 'instant delivery'];
};
