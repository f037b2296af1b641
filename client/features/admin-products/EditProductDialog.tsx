import { Save } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { AdminProductView } from '../../../src/catalog/admin/admin-products.views';
import type { CategoryView } from '../../../src/catalog/catalog.views';
import { apiRequest } from '../../lib/api';
import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../lib/api-error';
import {
  adminProductApiPath,
  checkEditForm,
  describePrices,
  EDIT_FIELDS,
  editFieldOfMessage,
  editValuesOf,
  previewPrices,
  type EditErrors,
  type EditField,
  type EditValues,
} from './products';
import { cn } from '../../lib/cn';
import { buttonStyles } from '../../ui/button-styles';
import { Dialog } from '../../ui/Dialog';
import { FormAlert } from '../../ui/FormAlert';
import { inputStyles, TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { ActiveSwitch } from './ActiveSwitch';

interface EditProductDialogProps {
  product: AdminProductView | null;
  categories: CategoryView[] | null;
  onClose: () => void;
  onSaved: (product: AdminProductView) => void;
}

/** Edits a product's price, discount, visibility, category and low-stock threshold in a dialog; the product is null while it is closed. */
export function EditProductDialog({ product, categories, onClose, onSaved }: EditProductDialogProps) {
  return (
    <Dialog open={product !== null} onClose={onClose} title={product ? `Edit ${product.name}` : 'Edit product'} description="Shoppers see the change at once.">
      {product && <EditProductForm product={product} categories={categories} onCancel={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function EditProductForm({ product, categories, onCancel, onSaved }: { product: AdminProductView; categories: CategoryView[] | null; onCancel: () => void; onSaved: (product: AdminProductView) => void }) {
  const [values, setValues] = useState<EditValues>(() => editValuesOf(product));
  const [errors, setErrors] = useState<EditErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<EditField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const categoryId = useId();
  const previewId = useId();

  const checked = checkEditForm(product, values);
  const preview = checked.ok ? describePrices(previewPrices(product, checked.change)) : null;

  const update = <K extends keyof EditValues>(field: K, value: EditValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    const cleared: EditField | null = field === 'price' || field === 'discount' ? field : field === 'categoryId' ? 'category' : field === 'lowStockThreshold' ? 'threshold' : null;
    if (cleared) setErrors((current) => ({ ...current, [cleared]: undefined }));
  };

  const showErrors = (found: EditErrors) => {
    setErrors(found);
    const first = EDIT_FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (!checked.ok) return showErrors(checked.errors);
    showErrors({});
    if (!checked.change) return setFormError('Nothing has changed yet: change a value, or press Cancel.');
    setBusy(true);
    const result = await apiRequest<AdminProductView>('PATCH', adminProductApiPath(product.id), checked.change);
    setBusy(false);
    if (result.ok) return onSaved(result.data);
    if (isSessionEnded(result.error)) return setFormError(SESSION_ENDED_MESSAGE);
    if (result.error.status === 404) return setFormError('This product is no longer in the store. Close this dialog and reload the list.');
    const fields: EditErrors = {};
    const others: string[] = [];
    const messages = result.error.code === 'validation_failed' && result.error.details.length > 0 ? result.error.details : [result.error.message];
    for (const message of messages) {
      const field = result.error.status === 400 ? editFieldOfMessage(message) : null;
      if (field) fields[field] = message;
      else others.push(message);
    }
    showErrors(fields);
    setFormError(others.length > 0 ? `The product was not saved. ${others.join(' ')}` : 'The product was not saved: see the fields below.');
  };

  const ref = (field: EditField) => (element: HTMLInputElement | HTMLSelectElement | null) => {
    refs.current[field] = element;
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Edit ${product.name}`} className="space-y-5">
      <FormAlert>{formError}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Price (€)"
          name="price"
          inputMode="decimal"
          autoComplete="off"
          value={values.price}
          onChange={(event) => update('price', event.target.value)}
          error={errors.price}
          inputRef={ref('price')}
          hint="What shoppers pay, e.g. 19.99."
          describedById={previewId}
        />
        <TextField
          label="Discount (%)"
          name="discount"
          inputMode="numeric"
          autoComplete="off"
          value={values.discount}
          onChange={(event) => update('discount', event.target.value)}
          error={errors.discount}
          inputRef={ref('discount')}
          hint="Off the list price; 0 for none."
          describedById={previewId}
        />
      </div>
      <p id={previewId} aria-live="polite" className="rounded-lg bg-muted/50 px-3 py-2 text-sm">
        {preview ? (
          <>
            Shoppers will pay <strong className="font-semibold">{preview}</strong>.
          </>
        ) : (
          'Fix the price and discount to see what shoppers will pay.'
        )}
      </p>
      <div className="space-y-1.5">
        <label htmlFor={categoryId} className="text-sm font-medium">
          Category
        </label>
        <select
          id={categoryId}
          ref={ref('category')}
          value={values.categoryId}
          onChange={(event) => update('categoryId', event.target.value)}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? `${categoryId}-error` : undefined}
          className={cn(inputStyles, 'pr-8')}
        >
          <option value="">No category</option>
          {(categories ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
          {product.categoryId && !categories?.some((category) => category.id === product.categoryId) && <option value={product.categoryId}>{product.categoryName ?? 'Current category'}</option>}
        </select>
        {errors.category && (
          <p id={`${categoryId}-error`} className="text-sm font-medium text-danger">
            {errors.category}
          </p>
        )}
      </div>
      <TextField
        label="Low-stock alert below (keys)"
        name="lowStockThreshold"
        inputMode="numeric"
        autoComplete="off"
        value={values.lowStockThreshold}
        onChange={(event) => update('lowStockThreshold', event.target.value)}
        error={errors.threshold}
        inputRef={ref('threshold')}
        hint={`The owner is mailed once when the stock (now ${product.stock}) falls below this; 0 turns the alert off.`}
      />
      <ActiveSwitch checked={values.active} onChange={(active) => update('active', active)} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-5">
        <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'ghost' })}>
          Cancel
        </button>
        <SubmitButton busy={busy} busyLabel="Saving...">
          <Save aria-hidden="true" />
          Save changes
        </SubmitButton>
      </div>
    </form>
  );
}
