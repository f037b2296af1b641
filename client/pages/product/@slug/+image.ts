import type { PageContextServer } from 'vike/types';
import { coverPicturePath } from '#contracts/catalog.constants';
import { absoluteUrl } from '../../../lib/absolute-url';
import type { Data } from './+data';

/** The cover shares the page: a drawn cover as its JPEG picture, since share previews do not show vector images; no cover, the store's picture. */
export default (pageContext: PageContextServer<Data>) => {
  const { image } = pageContext.data.product;
  const shared = image && (coverPicturePath(image) ?? (/\.svg(\?|$)/i.test(image) ? null : image));
  return absoluteUrl(pageContext.site.publicUrl, shared || '/og-image.png');
};
