import { Gamepad2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { CARD_IMAGE_SIZES, imageSources } from './image-sources';

/** Covers are portrait, 3:4; the width and height attributes reserve the space before the image loads. */
export const COVER_WIDTH = 600;
export const COVER_HEIGHT = 800;

/** The cover the store draws for a product (its name and platform), served for every active product. */
export const drawnCoverPath = (slug: string) => `/media/covers/${encodeURIComponent(slug)}.svg`;

interface ProductCoverProps {
  src: string | null;
  alt: string;
  /** The product's slug: its drawn cover stands in when the image cannot be loaded. */
  slug?: string;
  /**
   * A cover in the first screenful, likely the page's largest paint: fetched at once and ahead of the
   * other images (React also preloads it from the page's head). Others wait until they near the screen.
   */
  priority?: boolean;
  /** How wide the cover shows, for the browser to pick a size of an uploaded image (`sizes`). */
  sizes?: string;
  className?: string;
}

/**
 * A product's cover image, framed whole in the portrait box (a landscape picture sits on a neutral
 * background rather than being cropped); when it fails to load, the drawn cover, then a placeholder.
 */
export function ProductCover({ src, alt, slug, priority = false, sizes = CARD_IMAGE_SIZES, className }: ProductCoverProps) {
  const [failed, setFailed] = useState<string[]>([]);
  const fallback = slug ? drawnCoverPath(slug) : null;
  const shown = [src, fallback].find((candidate): candidate is string => !!candidate && !failed.includes(candidate)) ?? null;
  const image = useRef<HTMLImageElement>(null);

  // An image that failed before the page's scripts ran has no error event left to hear.
  useEffect(() => {
    const element = image.current;
    if (shown && element?.complete && element.naturalWidth === 0) setFailed((current) => [...current, shown]);
  }, [shown]);

  if (!shown) {
    return (
      <div role={alt ? 'img' : undefined} aria-label={alt || undefined} className={cn('grid aspect-3/4 w-full place-items-center bg-linear-to-br from-violet-600/30 to-cyan-500/20', className)}>
        <Gamepad2 className="size-12 text-foreground/40" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      ref={image}
      key={shown}
      {...imageSources(shown, sizes)}
      alt={alt}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed((current) => [...current, shown])}
      className={cn('aspect-3/4 h-auto w-full bg-muted object-contain', className)}
    />
  );
}
