import type { PageContext } from 'vike/types';
import { productHref } from '../../../features/catalog/paths';
import type { Data } from './+data';

/** The slug's address, even when the page was reached by the product's id. */
export default (pageContext: PageContext<Data>) => productHref(pageContext.data.product);
