import { DEFAULT_IMAGE_WIDTH, IMAGE_WIDTHS, UPLOADED_IMAGE_PATTERN } from '#contracts/catalog.constants';

/** How wide a cover shows in the store's grids: half the screen on phones, a third on tablets, a quarter beyond. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `src`, `srcset` and `sizes` of a product image: an uploaded one (`/images/{id}`) offers each
 * width the store serves, so the browser fetches no more pixels than it shows; others stay as they are.
 */
export function imageSources(url: string, sizes: string = CARD_IMAGE_SIZES): ImageSources {
  if (!UPLOADED_IMAGE_PATTERN.test(url)) return { src: url };
  return {
    src: `${url}?w=${DEFAULT_IMAGE_WIDTH}`,
    srcSet: IMAGE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', '),
    sizes,
  };
}
