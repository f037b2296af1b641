import { Save } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { apiRequest } from '../../lib/api';
import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../lib/api-error';
import { fieldProps, leaveFor, showFieldErrors, submitHandler, textAreaProps, useStoreForm } from '../../lib/form';
import { FormAlert } from '../../ui/FormAlert';
import { SelectField, TextAreaField, TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { PRODUCT_LIMITS } from '#contracts/catalog.constants';
import { REGIONS } from '#contracts/regions.constants';
import type { AdminProductDetailView, CategoryView } from '#contracts/catalog.contract';
import { CategorySelect } from './CategorySelect';
import { DeliveryFields } from './DeliveryFields';
import { PricePreview } from './PricePreview';
import { adminProductApiPath, ADMIN_PRODUCTS_API, describePrices, parseEuros, type EditValues } from './products';
import { adminProductPagePath, changeOf, checkProductForm, createBodyOf, PRODUCT_FIELDS, productFieldOfRefusal, productValuesOf, type ProductValues } from './product-form';
import { repriceProduct } from '#server/catalog/admin/product-pricing';

interface ProductFormProps {
  /** The product to edit, or null to create one. */
  product: AdminProductDetailView | null;
  categories: CategoryView[] | null;
  onSaved?: (product: AdminProductDetailView) => void;
}

/**
 * Every field of a product on one page: its name and address, description (Markdown), details,
 * price and discount, category, delivery and stock alert. Checked here with the server's limits, and
 * the server's refusals shown beside their fields. A new product is saved as a draft, then its page opens.
 */
export function ProductForm({ product, categories, onSaved }: ProductFormProps) {
  const form = useStoreForm<ProductValues>(productValuesOf(product), checkProductForm);
  const [saved, setSaved] = useState<string | null>(null);
  const errors = form.formState.errors;

  const submit = submitHandler(form, async (values) => {
    setSaved(null);
    const change = product ? changeOf(product, values) : null;
    if (product && !change) return form.setError('root', { message: 'Nothing has changed yet: change a field, then save.' });
    const result = product
      ? await apiRequest<AdminProductDetailView>('PATCH', adminProductApiPath(product.id), change)
      : await apiRequest<AdminProductDetailView>('POST', ADMIN_PRODUCTS_API, createBodyOf(values));
    if (result.ok) {
      if (!product) return leaveFor(`${adminProductPagePath(result.data.id)}?created=1`);
      form.reset(productValuesOf(result.data));
      setSaved(`Saved. ${result.data.active ? 'Shoppers see the change at once.' : 'The product is not on sale yet.'}`);
      return onSaved?.(result.data);
    }
    if (isSessionEnded(result.error)) return form.setError('root', { message: SESSION_ENDED_MESSAGE });
    if (result.error.status === 404) return form.setError('root', { message: 'This product is no longer in the store.' });
    const messages = result.error.code === 'validation_failed' && result.error.details.length > 0 ? result.error.details : [result.error.message];
    const fields: Partial<Record<keyof ProductValues, string>> = {};
    const others: string[] = [];
    for (const message of messages) {
      const field = productFieldOfRefusal(result.error.code, message);
      if (field) fields[field] = message;
      else others.push(message);
    }
    showFieldErrors(form, fields, PRODUCT_FIELDS);
    form.setError('root', { message: others.length > 0 ? `The product was not saved. ${others.join(' ')}` : 'The product was not saved: see the fields marked below.' });
  });

  return (
    <form noValidate onSubmit={submit} aria-label={product ? `Edit ${product.name}` : 'New product'} className="space-y-6">
      <FormAlert>{errors.root?.message}</FormAlert>
      <FormSection title="Name and address">
        <TextField label="Name" autoComplete="off" maxLength={PRODUCT_LIMITS.name} {...fieldProps(form, 'name')} />
        <TextField
          label="Address (slug)"
          autoComplete="off"
          spellCheck={false}
          maxLength={PRODUCT_LIMITS.slug}
          {...fieldProps(form, 'slug')}
          hint={product ? `The product page is /product/${product.slug}; after a change the old address keeps leading here.` : 'Leave empty to make one from the name.'}
        />
      </FormSection>

      <FormSection title="Description">
        <TextAreaField
          label="Description"
          rows={10}
          maxLength={PRODUCT_LIMITS.description}
          {...textAreaProps(form, 'description')}
          hint="Markdown: **bold**, *italic*, lists starting with -, ## headings and [links](https://example.com). HTML is not shown."
        />
      </FormSection>

      <FormSection title="Details">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Platform" autoComplete="off" maxLength={PRODUCT_LIMITS.platform} {...fieldProps(form, 'platform')} hint="As the store filters it: PC, PlayStation, Xbox, Nintendo…" />
          <SelectField label="Region (where the key works)" options={REGIONS} {...fieldProps(form, 'region')} />
          <TextField label="Genres" autoComplete="off" {...fieldProps(form, 'genres')} hint={`Separated by commas, at most ${PRODUCT_LIMITS.genres}.`} />
          <TextField label="Release date" type="date" {...fieldProps(form, 'releaseDate')} hint="Optional." />
          <TextField label="Developer" autoComplete="off" maxLength={PRODUCT_LIMITS.developer} {...fieldProps(form, 'developer')} hint="Optional." />
          <TextField label="Publisher" autoComplete="off" maxLength={PRODUCT_LIMITS.publisher} {...fieldProps(form, 'publisher')} hint="Optional." />
          <TextField label="Age rating" autoComplete="off" maxLength={PRODUCT_LIMITS.ageRating} {...fieldProps(form, 'ageRating')} hint="Optional, such as PEGI 12 or Mature." />
        </div>
        <TextAreaField
          label="System requirements"
          rows={4}
          maxLength={PRODUCT_LIMITS.systemRequirements}
          {...textAreaProps(form, 'systemRequirements')}
          hint="Optional; one requirement a line."
        />
      </FormSection>

      <FormSection title="Price">
        {product && !product.priceSet && (
          <p className="rounded-lg bg-amber-500/10 px-3 py-2 text-sm text-amber-700 ring-1 ring-amber-500/25 dark:text-amber-300">
            Imported with a suggested price of {describePrices(product)}: saving sets it as the price (change it first if you like).
          </p>
        )}
        <PriceFields form={form} />
      </FormSection>

      <FormSection title="Category and delivery">
        <CategorySelect field={form.register('categoryId', { onChange: () => form.clearErrors('categoryId') })} error={errors.categoryId?.message} categories={categories} current={product} />
        <DeliveryFields form={form as unknown as UseFormReturn<EditValues>} />
        <TextField
          label="Low-stock alert below (keys)"
          inputMode="numeric"
          autoComplete="off"
          {...fieldProps(form, 'lowStockThreshold')}
          hint={`The owner is mailed once when the stock${product ? ` (now ${product.stock})` : ''} falls below this; 0 turns the alert off.`}
        />
      </FormSection>

      <FormAlert tone="success">{saved}</FormAlert>
      <div className="flex justify-end">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Saving...">
          <Save aria-hidden="true" />
          {product ? 'Save changes' : 'Create draft'}
        </SubmitButton>
      </div>
    </form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The price shoppers pay and the discount, with what they will pay in words. */
function PriceFields({ form }: { form: UseFormReturn<ProductValues> }) {
  const previewId = useId();
  const price = parseEuros(form.watch('price'));
  const discountText = form.watch('discount').trim();
  const discount = /^\d{1,3}$/.test(discountText) ? Number(discountText) : NaN;
  const preview =
    price !== null && discount >= 0 && discount <= 100 && !(discount === 100 && price !== 0)
      ? describePrices(repriceProduct({ priceCents: price, originalPriceCents: null, discountPercent: 0 }, { priceCents: price, discountPercent: discount }))
      : null;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Price (€)" inputMode="decimal" autoComplete="off" {...fieldProps(form, 'price')} hint="What shoppers pay, e.g. 19.99." describedById={previewId} />
        <TextField label="Discount (%)" inputMode="numeric" autoComplete="off" {...fieldProps(form, 'discount')} hint="Off the list price; 0 for none." describedById={previewId} />
      </div>
      <PricePreview id={previewId} preview={preview} />
    </>
  );
}
