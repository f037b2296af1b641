import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { ProductCover } from '../../../features/catalog/ProductCover';

/** The main picture and, when there are several, a row of thumbnails that choose it. */
export function ProductGallery({ name, slug, images }: { name: string; slug: string; images: readonly string[] }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0] ?? null;
  return (
    <div>
      <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-xl shadow-black/20">
        <ProductCover src={shown} slug={slug} alt={images.length > 1 ? `${name}, picture ${current + 1} of ${images.length}` : `${name} cover`} priority sizes="(min-width: 1024px) 40vw, 100vw" />
      </div>
      {images.length > 1 && (
        <ul aria-label="Pictures" className="mt-4 grid grid-cols-4 gap-3">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setCurrent(index)}
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-pressed={index === current}
                className={cn(
                  'block w-full overflow-hidden rounded-lg border-2 transition',
                  index === current ? 'border-primary' : 'border-transparent opacity-70 hover:opacity-100',
                )}
              >
                {/* In the first screenful too, under the cover; the small one is often the largest paint, as
                    Chrome passes over a large drawing of few bytes per pixel. */}
                <ProductCover src={image} slug={slug} alt="" priority sizes="(min-width: 1024px) 10vw, 25vw" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
