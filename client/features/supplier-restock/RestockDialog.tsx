import { RefreshCw, Save, Search, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../lib/api-error';
import { fieldProps, showFieldErrors, submitHandler, useStoreForm } from '../../lib/form';
import { useApiResource } from '../../lib/useApiResource';
import { buttonStyles } from '../../ui/button-styles';
import { Dialog } from '../../ui/Dialog';
import { FormAlert } from '../../ui/FormAlert';
import { inputStyles, TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { cn } from '../../lib/cn';
import type { AdminProductView } from '#contracts/catalog.contract';
import type { RestockSettingsView, SupplierProductListView, SupplierProductView } from '#contracts/suppliers.contract';
import { formatEur } from '#server/common/money';
import { ADMIN_PURCHASES_PATH, checkRestockForm, restockApiPath, restockValuesOf, supplierProductsApiPath, type RestockValues } from './restock';

interface RestockDialogProps {
  product: AdminProductView | null;
  onClose: () => void;
  /** After the settings were saved or removed, with what the dialog should say. */
  onSaved: (message: string) => void;
}

/**
 * A product's restock from the wholesaler: the wholesaler's product it is bought as (searched in its
 * list, with price and stock), the stock below which keys are bought, how many, and the most one key
 * may cost. Saving checks the stock at once.
 */
export function RestockDialog({ product, onClose, onSaved }: RestockDialogProps) {
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      title={product ? `Restock ${product.name}` : 'Restock'}
      description="The store buys keys from the wholesaler when the stock falls below the minimum or an order waits for keys, never above the maximum price or the daily spend cap."
      className="sm:max-w-2xl"
    >
      {product && <RestockLoader product={product} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function RestockLoader({ product, onClose, onSaved }: { product: AdminProductView; onClose: () => void; onSaved: (message: string) => void }) {
  const { resource } = useApiResource<RestockSettingsView>(restockApiPath(product.id));
  if (resource.state === 'loading') return <p className="text-sm text-muted-foreground">Loading the restock settings…</p>;
  if (resource.state !== 'ready') return <FormAlert>{resource.state === 'failed' ? `The restock settings could not be loaded. ${resource.message}` : 'This product is no longer in the store.'}</FormAlert>;
  if (!resource.data.wholesalerConfigured) {
    return (
      <p className="rounded-lg bg-muted/50 px-3 py-2 text-sm">
        Restocking is off: the wholesaler is not configured. Set WHOLESALER_URL, WHOLESALER_CLIENT_ID, WHOLESALER_CLIENT_SECRET and WHOLESALER_DAILY_SPEND_CAP_CENTS on the server.
      </p>
    );
  }
  return <RestockForm product={product} settings={resource.data.settings} onClose={onClose} onSaved={onSaved} />;
}

const FIELDS: (keyof RestockValues)[] = ['supplierProductId', 'minStock', 'reorderQuantity', 'maxUnitPrice'];

/** Which form field a server refusal is about. */
function fieldOfMessage(message: string): keyof RestockValues | null {
  if (message.startsWith('minStock')) return 'minStock';
  if (message.startsWith('reorderQuantity')) return 'reorderQuantity';
  if (message.startsWith('maxUnitPriceCents')) return 'maxUnitPrice';
  if (message.startsWith('supplierProductId')) return 'supplierProductId';
  return null;
}

function RestockForm({ product, settings, onClose, onSaved }: { product: AdminProductView; settings: RestockSettingsView['settings']; onClose: () => void; onSaved: (message: string) => void }) {
  const form = useStoreForm<RestockValues>(restockValuesOf(settings), (values) => {
    const checked = checkRestockForm(values);
    return checked.ok ? {} : checked.errors;
  });
  const chosenId = form.watch('supplierProductId');
  const [chosen, setChosen] = useState<Offer | null>(
    settings ? { productId: settings.supplierProductId, name: settings.supplierProductName, unitPriceCents: settings.supplierUnitPriceCents ?? undefined, quantity: settings.supplierQuantity ?? undefined } : null,
  );
  const [removing, setRemoving] = useState(false);

  const submit = submitHandler(form, async (values) => {
    const checked = checkRestockForm(values);
    if (!checked.ok) return;
    const result = await apiRequest<RestockSettingsView>('PUT', restockApiPath(product.id), checked.body);
    if (result.ok) return onSaved(`${product.name} restocks from “${result.data.settings?.supplierProductName ?? ''}” below ${checked.body.minStock} keys.`);
    if (isSessionEnded(result.error)) return form.setError('root', { message: SESSION_ENDED_MESSAGE });
    const fields: Partial<Record<keyof RestockValues, string>> = {};
    const others: string[] = [];
    for (const message of result.error.code === 'validation_failed' && result.error.details.length > 0 ? result.error.details : [result.error.message]) {
      const field = result.error.status === 400 ? fieldOfMessage(message) : null;
      if (field) fields[field] = message;
      else others.push(message);
    }
    showFieldErrors(form, fields, FIELDS);
    form.setError('root', { message: `The restock settings were not saved. ${others.join(' ') || 'See the fields below.'}` });
  });

  const remove = async () => {
    setRemoving(true);
    const result = await apiRequest<RestockSettingsView>('DELETE', restockApiPath(product.id));
    setRemoving(false);
    if (result.ok) return onSaved(`${product.name} is no longer restocked from the wholesaler.`);
    form.setError('root', { message: isSessionEnded(result.error) ? SESSION_ENDED_MESSAGE : `The restock was not removed. ${result.error.message}` });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Restock ${product.name}`} className="space-y-5">
      <FormAlert>{form.formState.errors.root?.message}</FormAlert>
      <SupplierProductPicker
        chosen={chosen}
        error={form.formState.errors.supplierProductId?.message ?? null}
        onChoose={(offer) => {
          setChosen(offer);
          form.setValue('supplierProductId', offer.productId);
          form.clearErrors('supplierProductId');
        }}
        chosenId={chosenId}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Minimum stock (keys)" inputMode="numeric" autoComplete="off" {...fieldProps(form, 'minStock')} hint={`Buy when the stock (now ${product.stock}) falls below this.`} />
        <TextField label="Reorder quantity (keys)" inputMode="numeric" autoComplete="off" {...fieldProps(form, 'reorderQuantity')} hint="Bought each time, plus what waiting orders lack." />
        <TextField label="Maximum buy price (€)" inputMode="decimal" autoComplete="off" {...fieldProps(form, 'maxUnitPrice')} hint="The most one key may cost, e.g. 12.50." />
      </div>
      <p className="text-sm text-muted-foreground">
        Every purchase, and every purchase refused, is listed under{' '}
        <a href={ADMIN_PURCHASES_PATH} className="font-medium text-highlight underline-offset-4 hover:underline">
          Purchases
        </a>
        .
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-5">
        {settings ? (
          <button type="button" onClick={() => void remove()} disabled={removing} className={buttonStyles({ variant: 'ghost', className: 'text-danger' })}>
            <Trash2 aria-hidden="true" />
            {removing ? 'Removing…' : 'Stop restocking'}
          </button>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={onClose} className={buttonStyles({ variant: 'ghost' })}>
            Cancel
          </button>
          <SubmitButton busy={form.formState.isSubmitting} busyLabel="Saving...">
            <Save aria-hidden="true" />
            Save restock
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}

type Offer = Pick<SupplierProductView, 'productId' | 'name'> & Partial<SupplierProductView>;

/** Searches the wholesaler's products by name and picks one; shows each one's price and stock. */
function SupplierProductPicker({ chosen, chosenId, error, onChoose }: { chosen: Offer | null; chosenId: string; error: string | null; onChoose: (offer: SupplierProductView) => void }) {
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ state: 'idle' } | { state: 'loading' } | { state: 'ready'; list: SupplierProductListView } | { state: 'failed'; message: string }>({ state: 'idle' });
  const searchId = useId();
  const errorId = useId();

  useEffect(() => {
    if (asked === null) return;
    let active = true;
    setAnswer({ state: 'loading' });
    void apiRequest<SupplierProductListView>('GET', supplierProductsApiPath(asked)).then((result) => {
      if (!active) return;
      setAnswer(result.ok ? { state: 'ready', list: result.data } : { state: 'failed', message: result.error.message });
    });
    return () => {
      active = false;
    };
  }, [asked]);

  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">Wholesaler&apos;s product</legend>
      <p className="text-sm">
        {chosen ? (
          <>
            Bought as <strong className="font-semibold">{chosen.name}</strong>
            {chosen.unitPriceCents !== undefined && <> · {formatEur(chosen.unitPriceCents)} a key</>}
            {chosen.quantity !== undefined && <> · {chosen.quantity} in stock at the wholesaler</>}
          </>
        ) : (
          <span className="text-muted-foreground">None chosen yet: search the wholesaler&apos;s products below.</span>
        )}
      </p>
      <div className="flex gap-2">
        <label htmlFor={searchId} className="sr-only">
          Search the wholesaler&apos;s products
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setAsked(search);
            }
          }}
          placeholder="Part of the name"
          className={cn(inputStyles, 'min-w-0 flex-1')}
        />
        <button type="button" onClick={() => setAsked(search)} className={buttonStyles({ variant: 'outline', size: 'sm', className: 'self-stretch' })}>
          {answer.state === 'loading' ? <RefreshCw className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
          Search
        </button>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div aria-live="polite">
        {answer.state === 'failed' && <FormAlert>{`The wholesaler's products could not be listed. ${answer.message}`}</FormAlert>}
        {answer.state === 'ready' &&
          (answer.list.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">No product of the wholesaler has these words in its name. Its list is read at most once a minute: a product it has just added shows shortly.</p>
          ) : (
            <ul className="max-h-64 divide-y divide-border overflow-y-auto rounded-lg border border-border" aria-label="The wholesaler's products">
              {answer.list.items.map((offer) => (
                <li key={offer.productId}>
                  <label className={cn('flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted/50', chosenId === offer.productId && 'bg-primary/10')}>
                    <input type="radio" name="supplierProduct" value={offer.productId} checked={chosenId === offer.productId} onChange={() => onChoose(offer)} />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{offer.name}</span>
                      <span className="text-xs text-muted-foreground">{offer.platform}</span>
                    </span>
                    <span className="text-right tabular-nums">
                      <span className="block font-semibold">{formatEur(offer.unitPriceCents)}</span>
                      <span className={cn('text-xs', offer.quantity === 0 ? 'text-danger' : 'text-muted-foreground')}>{offer.quantity === 0 ? 'Out of stock' : `${offer.quantity} in stock`}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ))}
        {answer.state === 'ready' && answer.list.total > answer.list.items.length && (
          <p className="mt-2 text-xs text-muted-foreground">
            {answer.list.items.length} of {answer.list.total} shown: add words to narrow the search.
          </p>
        )}
      </div>
    </fieldset>
  );
}
