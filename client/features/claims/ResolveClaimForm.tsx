import { Gavel } from 'lucide-react';
import { useId } from 'react';
import { submitHandler, textAreaProps, useStoreForm } from '../../lib/form';
import { apiRequest } from '../../lib/api';
import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../lib/api-error';
import { REJECT_REASON_MAX, rejectReasonError, resolveClaimApiPath } from './admin-claims';
import { displayMasked } from '../orders/delivery';
import { cn } from '../../lib/cn';
import { FormAlert } from '../../ui/FormAlert';
import { TextAreaField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { useToast } from '../../ui/Toaster';
import type { AdminKeyClaimView } from '#contracts/claims.contract';
import type { KeyClaimAction } from '#contracts/claims.constants';
import { formatEur } from '#server/common/money';

/** What the admin is told once a claim is resolved. */
export function resolvedText(claim: AdminKeyClaimView): string {
  const resolution = claim.resolution;
  if (resolution?.action === 'replace') return `Replaced: the customer has a new key (${displayMasked(claim.replacementMasked ?? '')}) in the order and by e-mail; the old key is burned.`;
  if (resolution?.action === 'credit') return `Refunded: ${formatEur(resolution.creditCents)} of store credit added to the customer's account; the old key is burned.`;
  if (resolution?.action === 'reject') return 'Rejected: the customer has been told why by e-mail and on the order page.';
  return 'The claim is resolved.';
}

interface ResolveValues {
  action: KeyClaimAction | '';
  reason: string;
}

/** An outcome first; a rejection also needs its reason for the customer. */
function validateResolution({ action, reason }: ResolveValues) {
  if (!action) return { action: 'Choose how to resolve the claim.' };
  return { reason: action === 'reject' ? rejectReasonError(reason) : null };
}

/** The three ways to resolve an open claim; the store's refusal (no key in stock, resolved already) is shown as it comes. */
export function ResolveClaimForm({ claim, onResolved }: { claim: AdminKeyClaimView; onResolved: (claim: AdminKeyClaimView) => void }) {
  const form = useStoreForm<ResolveValues>({ action: '', reason: '' }, validateResolution);
  const action = form.watch('action');
  const errors = form.formState.errors;
  const legendId = useId();
  const toast = useToast();

  const options: { value: KeyClaimAction; label: string; description: string }[] = [
    {
      value: 'replace',
      label: 'Replace the key',
      description:
        claim.stock > 0
          ? `A ${claim.productName} key from stock (${claim.stock} available) is delivered to the order and mailed to the customer; the old key is burned.`
          : `No ${claim.productName} key is in stock now: add keys to the product first.`,
    },
    { value: 'credit', label: 'Refund as store credit', description: `${formatEur(claim.unitPriceCents)}, what the customer paid for the key, is added to their store credit; the old key is burned.` },
    { value: 'reject', label: 'Reject the claim', description: 'The key stays with the customer; tell them why.' },
  ];

  const submit = submitHandler(form, async ({ action, reason }) => {
    const result = await apiRequest<AdminKeyClaimView>('POST', resolveClaimApiPath(claim.id), action === 'reject' ? { action, reason: reason.trim() } : { action });
    if (!result.ok) return form.setError('root', { message: isSessionEnded(result.error) ? SESSION_ENDED_MESSAGE : result.error.message || 'The claim could not be resolved. Please try again.' });
    toast({ title: 'Claim resolved', description: resolvedText(result.data) });
    onResolved(result.data);
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Resolve the claim" className="space-y-5">
      <FormAlert>{errors.root?.message}</FormAlert>
      <fieldset aria-describedby={errors.action ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="text-sm font-medium">
          Outcome
        </legend>
        <div className="mt-2 grid gap-2">
          {options.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 transition-colors hover:border-primary/50',
                action === option.value && 'border-primary bg-primary/5',
              )}
            >
              <input
                type="radio"
                value={option.value}
                {...form.register('action', { onChange: () => form.clearErrors() })}
                className="mt-1 size-4 accent-primary"
              />
              <span>
                <span className="block text-sm font-semibold">{option.label}</span>
                <span className="mt-0.5 block text-sm text-muted-foreground">{option.description}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.action?.message && (
          <p id={`${legendId}-error`} className="mt-2 text-sm font-medium text-danger">
            {errors.action.message}
          </p>
        )}
      </fieldset>
      {action === 'reject' && (
        <TextAreaField
          label="Reason for the customer"
          maxLength={REJECT_REASON_MAX}
          {...textAreaProps(form, 'reason')}
          hint={`The customer reads it in their mail and on the order page; 5 to ${REJECT_REASON_MAX} characters.`}
        />
      )}
      <div className="flex justify-end border-t border-border pt-5">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Resolving...">
          <Gavel aria-hidden="true" />
          Resolve claim
        </SubmitButton>
      </div>
    </form>
  );
}
