import { MailCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { apiRequest } from '../../lib/api';
import { emailProblem } from '../../lib/validation';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';

/** Asks for a reset link; the server answers the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = emailProblem(email);
    setError(problem);
    setFormError(null);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    setBusy(true);
    const result = await apiRequest<{ message: string }>('POST', '/api/auth/recover', { email: email.trim() });
    setBusy(false);
    if (result.ok) setSent(result.data?.message ?? 'If an account exists for that e-mail, we have sent a link to reset the password.');
    else setFormError(result.error.message);
  };

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
      <FormAlert>{formError}</FormAlert>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        placeholder="you@example.com"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
        error={error}
        inputRef={emailRef}
      />
      <SubmitButton busy={busy} busyLabel="Sending..." size="lg" className="w-full">
        Send Reset Link
      </SubmitButton>
    </form>
  );
}
