import { useCallback, useState, type ReactNode } from 'react';
import type { SecondFactorProvedView } from '#contracts/auth.contract';
import { apiRequest, type ApiResult } from '../../lib/api';
import { fieldProps, submitHandler, useStoreForm } from '../../lib/form';
import { secondFactorCodeProblem } from '../../lib/validation';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';

/** What the server answers when an act needs a second factor proved in the last few minutes. */
const STEP_UP_REQUIRED = 'reauthentication_required';

/**
 * Runs API calls that may need a recent second factor (revealing a key, spending much store
 * credit): when the server asks for it, a dialog takes the authenticator app's code, proves it,
 * and the call runs again. Render `dialog` once in the component.
 */
export function useStepUp(): { withStepUp: <T>(call: () => Promise<ApiResult<T>>) => Promise<ApiResult<T>>; dialog: ReactNode } {
  const [waiting, setWaiting] = useState<((proved: boolean) => void) | null>(null);

  const withStepUp = useCallback(async <T,>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
    const first = await call();
    if (first.ok || first.error.code !== STEP_UP_REQUIRED) return first;
    const proved = await new Promise<boolean>((resolve) => setWaiting(() => resolve));
    return proved ? call() : first;
  }, []);

  const finish = (proved: boolean) => {
    waiting?.(proved);
    setWaiting(null);
  };

  return { withStepUp, dialog: <StepUpDialog open={waiting !== null} onDone={finish} /> };
}

function StepUpDialog({ open, onDone }: { open: boolean; onDone: (proved: boolean) => void }) {
  const form = useStoreForm<{ code: string }>({ code: '' }, (values) => ({ code: secondFactorCodeProblem(values.code) }));
  const submit = submitHandler(form, async ({ code }) => {
    const result = await apiRequest<SecondFactorProvedView>('POST', '/api/auth/reauthenticate', { code: code.replace(/\s/g, '') });
    if (!result.ok) return form.setError('code', { type: 'server', message: result.error.message }, { shouldFocus: true });
    form.reset();
    onDone(true);
  });

  return (
    <Dialog open={open} onClose={() => onDone(false)} title="Confirm it's you" description="For your security, enter the code your authenticator app shows for Keyshop.">
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label="Authentication code" hint="Or one of your recovery codes." autoComplete="one-time-code" required placeholder="123456" {...fieldProps(form, 'code')} />
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Checking...">
          Confirm
        </SubmitButton>
      </form>
    </Dialog>
  );
}
