import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { apiRequest } from '../../lib/api';
import { fieldProps, submitHandler, useStoreForm } from '../../lib/form';
import { emailProblem } from '../../lib/validation';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { EmailField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';

/** Asks for a reset link; the server answers the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useStoreForm<{ email: string }>({ email: '' }, ({ email }) => ({ email: emailProblem(email) }));

  const submit = submitHandler(form, async ({ email }) => {
    const result = await apiRequest<{ message: string }>('POST', '/api/auth/recover', { email: email.trim() });
    if (result.ok) setSent(result.data?.message ?? 'If an account exists for that e-mail, we have sent a link to reset the password.');
    else form.setError('root', { message: result.error.message });
  });

  if (sent) {
    return (
      <div role="status" className="text-center">
        <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-emerald-500/10 text-emerald-600 ring-1 ring-emerald-500/25 dark:text-emerald-400">
          <MailCheck className="size-6" aria-hidden="true" />
        </span>
        <p className="mt-4 font-medium text-pretty">{sent}</p>
        <p className="mt-2 text-sm text-muted-foreground">The link works once, for one hour. Check your spam folder if it does not arrive.</p>
        <button type="button" onClick={() => setSent(null)} className={buttonStyles({ variant: 'outline', className: 'mt-6' })}>
          Send another link
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert>{form.formState.errors.root?.message}</FormAlert>
      <EmailField {...fieldProps(form, 'email')} />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Sending..." size="lg" className="w-full">
        Send Reset Link
      </SubmitButton>
    </form>
  );
}
