import type { UseFormReturn } from 'react-hook-form';
import { COUNTRIES } from '#contracts/countries.constants';
import { DELIVERY_KIND_TEXT } from '#contracts/delivery-kind.constants';
import { fieldProps } from '../../lib/form';
import { SelectField, TextField } from '../../ui/FormField';
import { SHIPPING_LABELS } from '../delivery/shipping-address';
import type { CheckoutFormValues } from './checkout-form';

/** The address physical items ship to, asked only when the cart holds one. */
export function ShippingAddressFields({ form }: { form: UseFormReturn<CheckoutFormValues> }) {
  return (
    <fieldset className="mt-6 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Shipping address</legend>
      <p className="text-sm text-muted-foreground">{DELIVERY_KIND_TEXT.physical.detail}</p>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label={<Required>{SHIPPING_LABELS.shippingName}</Required>} autoComplete="shipping name" aria-required="true" {...fieldProps(form, 'shippingName')} />
        </div>
        <div className="sm:col-span-2">
          <TextField label={<Required>{SHIPPING_LABELS.shippingLine1}</Required>} autoComplete="shipping address-line1" aria-required="true" {...fieldProps(form, 'shippingLine1')} />
        </div>
        <div className="sm:col-span-2">
          <TextField
            label={SHIPPING_LABELS.shippingLine2}
            aside={<span className="text-xs text-muted-foreground">Optional</span>}
            autoComplete="shipping address-line2"
            {...fieldProps(form, 'shippingLine2')}
          />
        </div>
        <TextField label={<Required>{SHIPPING_LABELS.shippingCity}</Required>} autoComplete="shipping address-level2" aria-required="true" {...fieldProps(form, 'shippingCity')} />
        <TextField label={<Required>{SHIPPING_LABELS.shippingPostalCode}</Required>} autoComplete="shipping postal-code" aria-required="true" {...fieldProps(form, 'shippingPostalCode')} />
        <div className="sm:col-span-2">
          <SelectField label={SHIPPING_LABELS.shippingCountry} autoComplete="shipping country-name" options={COUNTRIES} {...fieldProps(form, 'shippingCountry')} />
        </div>
      </div>
    </fieldset>
  );
}

function Required({ children }: { children: string }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="ml-0.5 text-danger">
        *
      </span>
    </>
  );
}
