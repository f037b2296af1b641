import type { PageContext } from 'vike/types';
import type { Data } from './+data';

export default (pageContext: PageContext<Data>) => {
  const { product } = pageContext.data;
  return [product.name, `${product.name} key`, `${product.platform} key`, ...product.genres.map((genre) => genre.toLowerCase()), 'game keys', 'instant delivery'];
};
