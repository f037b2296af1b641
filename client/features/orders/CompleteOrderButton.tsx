import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { apiRequest } from '../../lib/api';
import { completeOrderApiPath } from './paths';
import { FormAlert } from '../../ui/FormAlert';
import { buttonStyles } from '../../ui/button-styles';
import { useToast } from '../../ui/Toaster';
import type { AdminOrderView } from '#contracts/orders.contract';

type Step = 'idle' | 'confirming' | 'busy';

/**
 * Completes a processing order once its manual items are done: asks first, then tells the admin
 * the outcome (the store's refusal, such as a 409 for an order that is no longer processing).
 */
export function CompleteOrderButton({ orderNumber, onCompleted }: { orderNumber: string; onCompleted: () => void }) {
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();

  const confirm = async () => {
    if (step === 'busy') return;
    setStep('busy');
    setError(null);
    const result = await apiRequest<AdminOrderView>('POST', completeOrderApiPath(orderNumber), {});
    setStep('idle');
    if (!result.ok) {
      setError(result.error.message || 'The order could not be completed.');
      return;
    }
    toast({ title: 'Order completed', description: `${orderNumber} is now completed.` });
    onCompleted();
  };

  return (
    <div className="space-y-3">
      {step === 'idle' ? (
        <button type="button" onClick={() => setStep('confirming')} className={buttonStyles({ className: 'w-full' })}>
          <CircleCheck aria-hidden="true" />
          Mark as completed
        </button>
      ) : (
        <div role="group" aria-labelledby="complete-confirm" className="rounded-xl border border-primary/30 bg-primary/5 p-4">
          <p id="complete-confirm" className="text-sm font-medium">
            Mark {orderNumber} as completed? Do this only once the Steam trade offers are sent and physical items shipped.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" autoFocus onClick={() => void confirm()} aria-disabled={step === 'busy' || undefined} className={buttonStyles({ size: 'sm', className: 'aria-disabled:cursor-wait aria-disabled:opacity-70' })}>
              {step === 'busy' ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
              {step === 'busy' ? 'Completing...' : 'Yes, complete order'}
            </button>
            <button type="button" onClick={() => setStep('idle')} disabled={step === 'busy'} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
              Cancel
            </button>
          </div>
        </div>
      )}
      <FormAlert>{error}</FormAlert>
    </div>
  );
}
