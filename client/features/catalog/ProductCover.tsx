import { Gamepad2 } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Covers are portrait, 3:4; the width and height attributes reserve the space before the image loads. */
export const COVER_WIDTH = 600;
export const COVER_HEIGHT = 800;

interface ProductCoverProps {
  src: string | null;
  alt: string;
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** A product's cover image, or a neutral placeholder when it has none. */
export function ProductCover({ src, alt, loading = 'lazy', className }: ProductCoverProps) {
  if (!src) {
    return (
      <div role={alt ? 'img' : undefined} aria-label={alt || undefined} className={cn('grid aspect-3/4 w-full place-items-center bg-linear-to-br from-violet-600/30 to-cyan-500/20', className)}>
        <Gamepad2 className="size-12 text-foreground/40" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={loading}
      decoding="async"
      className={cn('aspect-3/4 h-auto w-full bg-muted object-cover', className)}
    />
  );
}
