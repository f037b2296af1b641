import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { apiRequest } from '../../lib/api';
import type { ApiError } from '../../lib/api-error';
import { buttonStyles } from '../../ui/button-styles';
import { formatZar } from '#server/common/money';

interface MarkRefundedAtGatewayProps {
  /** The rand amount the owner is asked to have refunded. */
  amountZarCents: number;
  /** The admin API path that records the refund (POST). */
  apiPath: string;
  label: string;
  ariaLabel?: string;
  confirmGroupLabel: string;
  /** Shown before the button while nothing is being confirmed. */
  leading?: ReactNode;
  errorMessage: (error: ApiError) => string;
  onMarked: () => void;
}

/** Records that the owner refunded money at PayFast, after asking once. */
export function MarkRefundedAtGateway({ amountZarCents, apiPath, label, ariaLabel, confirmGroupLabel, leading, errorMessage, onMarked }: MarkRefundedAtGatewayProps) {
  const [step, setStep] = useState<'idle' | 'confirming' | 'busy'>('idle');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (step === 'busy') return;
    setStep('busy');
    setError(null);
    const result = await apiRequest<unknown>('POST', apiPath, {});
    setStep('idle');
    if (!result.ok) return setError(errorMessage(result.error));
    onMarked();
  };

  if (step === 'idle') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        {leading}
        <button type="button" onClick={() => setStep('confirming')} className={buttonStyles({ variant: 'outline', size: 'sm' })} aria-label={ariaLabel}>
          <CircleCheck aria-hidden="true" />
          {label}
        </button>
        {error && <p className="w-full text-sm font-medium text-danger">{error}</p>}
      </div>
    );
  }
  return (
    <div role="group" aria-label={confirmGroupLabel} className="flex flex-wrap items-center gap-2">
      <span className="text-sm">Refunded {formatZar(amountZarCents)} at PayFast?</span>
      <button type="button" autoFocus onClick={() => void confirm()} aria-disabled={step === 'busy' || undefined} className={buttonStyles({ size: 'sm' })}>
        {step === 'busy' ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
        Yes, it is refunded
      </button>
      <button type="button" onClick={() => setStep('idle')} disabled={step === 'busy'} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
        Cancel
      </button>
    </div>
  );
}
