import type { UseFormReturn } from 'react-hook-form';
import { DELIVERY_CONSENT_TEXT } from '#contracts/receipts.constants';
import { REFUND_POLICY_PATH } from '../info/faq';
import { CheckboxControl } from '../../ui/FormField';
import type { CheckoutFormValues } from './checkout-form';

/**
 * The consent the EU asks for before digital content is delivered at once: without it the order is
 * not placed. The order records when it was given.
 */
export function DeliveryConsentField({ form }: { form: UseFormReturn<CheckoutFormValues> }) {
  return (
    <div className="mb-4 rounded-xl border border-border bg-muted/30 p-3">
      <CheckboxControl
        form={form}
        name="deliveryConsent"
        label={
          <>
            {DELIVERY_CONSENT_TEXT}{' '}
            <a href={REFUND_POLICY_PATH} target="_blank" rel="noopener" className="font-medium text-highlight underline-offset-2 hover:underline">
              Refund policy
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        }
      />
    </div>
  );
}
