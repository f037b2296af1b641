import { Save } from 'lucide-react';
import { useId } from 'react';
import { apiRequest } from '../../lib/api';
import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../lib/api-error';
import { fieldProps, showFieldErrors, submitHandler, useStoreForm } from '../../lib/form';
import type { AdminProductView } from '#contracts/catalog.contract';
import type { CategoryView } from '#contracts/catalog.contract';
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
import { buttonStyles } from '../../ui/button-styles';
import { Dialog } from '../../ui/Dialog';
import { FormAlert } from '../../ui/FormAlert';
import { TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { ActiveSwitch } from './ActiveSwitch';
import { CategorySelect } from './CategorySelect';
import { PricePreview } from './PricePreview';
import { DeliveryFields } from './DeliveryFields';

interface EditProductDialogProps {
  product: AdminProductView | null;
  categories: CategoryView[] | null;
  onClose: () => void;
  onSaved: (product: AdminProductView) => void;
}

/** Edits a product's price, discount, visibility, category, low-stock threshold, delivery kind and activation platform in a dialog; the product is null while it is closed. */
export function EditProductDialog({ product, categories, onClose, onSaved }: EditProductDialogProps) {
  return (
    <Dialog open={product !== null} onClose={onClose} title={product ? `Edit ${product.name}` : 'Edit product'} description="Shoppers see the change at once.">
      {product && <EditProductForm product={product} categories={categories} onCancel={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

/** The form value each of the rules' fields is about. */
const VALUE_OF: Record<EditField, keyof EditValues> = { price: 'price', discount: 'discount', category: 'categoryId', threshold: 'lowStockThreshold' };

function valueErrors(errors: EditErrors): Partial<Record<keyof EditValues, string>> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [VALUE_OF[field as EditField], message]));
}

function EditProductForm({ product, categories, onCancel, onSaved }: { product: AdminProductView; categories: CategoryView[] | null; onCancel: () => void; onSaved: (product: AdminProductView) => void }) {
  const form = useStoreForm<EditValues>(editValuesOf(product), (values) => {
    const checked = checkEditForm(product, values);
    return checked.ok ? {} : valueErrors(checked.errors);
  });
  const errors = form.formState.errors;
  const previewId = useId();

  const values = form.watch();
  const checked = checkEditForm(product, values);
  const preview = checked.ok ? describePrices(previewPrices(product, checked.change)) : null;

  const submit = submitHandler(form, async (values) => {
    const checked = checkEditForm(product, values);
    if (!checked.ok) return;
    if (!checked.change) return form.setError('root', { message: 'Nothing has changed yet: change a value, or press Cancel.' });
    const result = await apiRequest<AdminProductView>('PATCH', adminProductApiPath(product.id), checked.change);
    if (result.ok) return onSaved(result.data);
    if (isSessionEnded(result.error)) return form.setError('root', { message: SESSION_ENDED_MESSAGE });
    if (result.error.status === 404) return form.setError('root', { message: 'This product is no longer in the store. Close this dialog and reload the list.' });
    const fields: EditErrors = {};
    const others: string[] = [];
    const messages = result.error.code === 'validation_failed' && result.error.details.length > 0 ? result.error.details : [result.error.message];
    for (const message of messages) {
      const field = result.error.status === 400 ? editFieldOfMessage(message) : null;
      if (field) fields[field] = message;
      else others.push(message);
    }
    showFieldErrors(form, valueErrors(fields), EDIT_FIELDS.map((field) => VALUE_OF[field]));
    form.setError('root', { message: others.length > 0 ? `The product was not saved. ${others.join(' ')}` : 'The product was not saved: see the fields below.' });
  });

  return (
    <form noValidate onSubmit={submit} aria-label={`Edit ${product.name}`} className="space-y-5">
      <FormAlert>{errors.root?.message}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Price (€)"
          inputMode="decimal"
          autoComplete="off"
          {...fieldProps(form, 'price')}
          hint="What shoppers pay, e.g. 19.99."
          describedById={previewId}
        />
        <TextField
          label="Discount (%)"
          inputMode="numeric"
          autoComplete="off"
          {...fieldProps(form, 'discount')}
          hint="Off the list price; 0 for none."
          describedById={previewId}
        />
      </div>
      <PricePreview id={previewId} preview={preview} />
      <CategorySelect field={form.register('categoryId', { onChange: () => form.clearErrors('categoryId') })} error={errors.categoryId?.message} categories={categories} current={product} />
      <TextField
        label="Low-stock alert below (keys)"
        inputMode="numeric"
        autoComplete="off"
        {...fieldProps(form, 'lowStockThreshold')}
        hint={`The owner is mailed once when the stock (now ${product.stock}) falls below this; 0 turns the alert off.`}
      />
      <DeliveryFields form={form} />
      <ActiveSwitch checked={values.active} onChange={(active) => form.setValue('active', active)} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-5">
        <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'ghost' })}>
          Cancel
        </button>
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Saving...">
          <Save aria-hidden="true" />
          Save changes
        </SubmitButton>
      </div>
    </form>
  );
}
