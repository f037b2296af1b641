import { CircleCheck, CircleX, EyeOff, PackagePlus, Rocket } from 'lucide-react';
import { useState } from 'react';
import { apiRequest } from '../../lib/api';
import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../lib/api-error';
import { Badge } from '../../ui/Badge';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import type { AdminProductDetailView } from '#contracts/catalog.contract';
import { productHref } from '../catalog/paths';
import { adminProductApiPath } from './products';
import { productStateOf, PRODUCT_STATE_LABELS } from './product-state';

/** Whether the product is on sale, what a draft still needs before it can be, and the button that publishes or hides it. */
export function PublishPanel({ product, onChanged, onAddKeys }: { product: AdminProductDetailView; onChanged: (product: AdminProductDetailView) => void; onAddKeys: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = productStateOf(product);

  const send = async (method: 'POST' | 'PATCH', path: string, body?: unknown) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await apiRequest<AdminProductDetailView>(method, path, body);
    setBusy(false);
    if (!result.ok) return setError(isSessionEnded(result.error) ? SESSION_ENDED_MESSAGE : result.error.message);
    onChanged(result.data);
  };

  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm">
        <Badge tone={state === 'live' ? 'green' : state === 'draft' ? 'yellow' : 'grey'}>{PRODUCT_STATE_LABELS[state]}</Badge>
        {state === 'live' && (
          <a href={productHref(product)} className="text-highlight underline underline-offset-4">
            See it in the store
          </a>
        )}
      </p>
      {state === 'draft' && (
        <ul className="space-y-2 text-sm" aria-label="Before it can go on sale">
          <Check done={product.priceSet} text={product.priceSet ? 'Price set' : 'Set the price and save'} />
          <Check done={product.stock > 0} text={product.stock > 0 ? `${product.stock} in stock` : 'Add keys (stock 0)'} />
        </ul>
      )}
      {state !== 'draft' && <p className="text-sm text-muted-foreground">Stock: {product.stock}</p>}
      <div className="flex flex-wrap gap-2">
        {state === 'live' ? (
          <button type="button" onClick={() => void send('PATCH', adminProductApiPath(product.id), { active: false })} aria-disabled={busy || undefined} className={buttonStyles({ variant: 'outline' })}>
            <EyeOff aria-hidden="true" />
            Hide from the store
          </button>
        ) : (
          <button type="button" onClick={() => void send('POST', `${adminProductApiPath(product.id)}/publish`)} aria-disabled={busy || undefined} className={buttonStyles({})}>
            <Rocket aria-hidden="true" />
            {busy ? 'Publishing...' : state === 'draft' ? 'Publish' : 'Put back on sale'}
          </button>
        )}
        <button type="button" onClick={onAddKeys} className={buttonStyles({ variant: 'outline' })}>
          <PackagePlus aria-hidden="true" />
          Add keys
        </button>
      </div>
      <FormAlert>{error}</FormAlert>
    </div>
  );
}

function Check({ done, text }: { done: boolean; text: string }) {
  const Icon = done ? CircleCheck : CircleX;
  return (
    <li className="flex items-center gap-2">
      <Icon className={done ? 'size-4 text-emerald-700 dark:text-emerald-300' : 'size-4 text-danger'} aria-hidden="true" />
      <span>
        <span className="sr-only">{done ? 'Done: ' : 'To do: '}</span>
        {text}
      </span>
    </li>
  );
}
