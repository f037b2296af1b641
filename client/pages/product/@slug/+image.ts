import type { PageContextServer } from 'vike/types';
import { absoluteUrl } from '../../../lib/absolute-url';
import type { Data } from './+data';

/** The cover shares the page unless it is a vector image, which share previews do not show. */
export default (pageContext: PageContextServer<Data>) => {
  const { image } = pageContext.data.product;
  const usable = image && !/\.svg(\?|$)/i.test(image);
  return absoluteUrl(pageContext.site.publicUrl, usable ? image : '/og-image.png');
};
