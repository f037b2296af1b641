import { ImagePlus, Star, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { apiRequest } from '../../lib/api';
import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../lib/api-error';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { inputStyles } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { cn } from '../../lib/cn';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, PRODUCT_LIMITS } from '#contracts/catalog.constants';
import type { AdminProductDetailView, ProductImageView } from '#contracts/catalog.contract';
import { imageSources } from '../catalog/image-sources';
import { adminProductApiPath } from './products';

const MAX_MB = MAX_IMAGE_BYTES / 1024 / 1024;

/** The product's pictures, cover first: upload one (JPEG, PNG or WebP up to 5 MB), make one the cover, or remove one. */
export function ProductImages({ product, onChanged }: { product: AdminProductDetailView; onChanged: (product: AdminProductDetailView) => void }) {
  const fileId = useId();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const full = product.images.length >= PRODUCT_LIMITS.images;

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setDone(null);
    const chosen = file.current?.files?.[0];
    if (!chosen) return setError('Choose an image file first.');
    if (chosen.size > MAX_IMAGE_BYTES) return setError(`The image is larger than ${MAX_MB} MB: make it smaller and upload it again.`);
    const body = new FormData();
    body.append('image', chosen);
    setBusy('upload');
    const result = await apiRequest<ProductImageView>('POST', `${adminProductApiPath(product.id)}/images`, body);
    setBusy(null);
    if (!result.ok) return setError(isSessionEnded(result.error) ? SESSION_ENDED_MESSAGE : result.error.message);
    if (file.current) file.current.value = '';
    setDone(`Image uploaded (${result.data.width} × ${result.data.height}).`);
    onChanged(result.data.product);
  };

  const reorder = async (images: string[], what: string) => {
    if (busy) return;
    setError(null);
    setDone(null);
    setBusy(what);
    const result = await apiRequest<AdminProductDetailView>('PATCH', adminProductApiPath(product.id), { images });
    setBusy(null);
    if (!result.ok) return setError(isSessionEnded(result.error) ? SESSION_ENDED_MESSAGE : result.error.message);
    setDone(what === 'cover' ? 'Cover changed.' : 'Image removed.');
    onChanged(result.data);
  };

  return (
    <div className="space-y-4">
      {product.images.length === 0 ? (
        <p className="text-sm text-muted-foreground">No pictures yet: the store draws a cover from the name until one is uploaded.</p>
      ) : (
        <ul aria-label="Pictures, cover first" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {product.images.map((url, index) => (
            <li key={url} className="overflow-hidden rounded-xl border border-border bg-muted/40">
              <img {...imageSources(url, '(min-width: 640px) 12rem, 45vw')} alt={index === 0 ? `Cover of ${product.name}` : `Picture ${index + 1} of ${product.name}`} className="aspect-4/3 w-full object-contain" loading="lazy" />
              <div className="flex flex-wrap items-center justify-between gap-2 p-2">
                {index === 0 ? (
                  <span className="text-xs font-semibold text-highlight">Cover</span>
                ) : (
                  <button
                    type="button"
                    onClick={() => void reorder([url, ...product.images.filter((other) => other !== url)], 'cover')}
                    className={buttonStyles({ variant: 'ghost', size: 'sm' })}
                    aria-label={`Make picture ${index + 1} the cover`}
                  >
                    <Star aria-hidden="true" />
                    Cover
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => void reorder(product.images.filter((other) => other !== url), 'remove')}
                  className={buttonStyles({ variant: 'ghost', size: 'sm' })}
                  aria-label={`Remove picture ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={upload} noValidate aria-label="Upload a picture" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={fileId} className="text-sm font-medium">
            Picture file
          </label>
          <input
            ref={file}
            id={fileId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={full}
            aria-describedby={`${fileId}-hint`}
            className={cn(inputStyles, 'py-2 file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium')}
          />
          <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
            {full ? `A product holds at most ${PRODUCT_LIMITS.images} pictures: remove one to add another.` : `JPEG, PNG or WebP, up to ${MAX_MB} MB. The first picture is the cover.`}
          </p>
        </div>
        <SubmitButton busy={busy === 'upload'} busyLabel="Uploading..." disabled={full}>
          <ImagePlus aria-hidden="true" />
          Upload
        </SubmitButton>
      </form>
      <FormAlert>{error}</FormAlert>
      <FormAlert tone="success">{done}</FormAlert>
    </div>
  );
}
