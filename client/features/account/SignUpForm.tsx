import { MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { MessageView } from '#contracts/auth.contract';
import { apiRequest } from '../../lib/api';
import { sortApiErrors, type FieldMatcher } from '../../lib/api-error';
import { TERMS_PATH } from '../../lib/paths';
import { fieldProps, showFieldErrors, submitHandler, useStoreForm } from '../../lib/form';
import { validateSignUp, type SignUpValues } from '../../lib/validation';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { CheckboxControl, EmailField, PasswordField, TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { PasswordRulesList } from './PasswordRulesList';

type Field = keyof SignUpValues;

/** Which field each of the server's validation messages is about. */
const FIELD_MATCHERS: readonly FieldMatcher<Field>[] = [
  { field: 'ageConfirmed', pattern: /18 years|ageConfirmed/i, property: 'ageConfirmed' },
  { field: 'termsAccepted', pattern: /terms/i, property: 'termsAccepted' },
  { field: 'password', pattern: /password/i, property: 'password', label: 'Password' },
  { field: 'phone', pattern: /phone/i, property: 'phone', label: 'Phone number' },
  { field: 'email', pattern: /e-?mail/i, property: 'email', label: 'E-mail' },
];

/** The order in which the fields appear, to focus the first one with a problem. */
const FIELD_ORDER: readonly Field[] = ['email', 'password', 'phone', 'ageConfirmed', 'termsAccepted'];

const CHECK_INBOX_MESSAGE = 'Check your inbox to confirm your e-mail address.';

interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Offered once the form is sent: the account can sign in before its address is confirmed. */
  onSignIn: () => void;
}

/**
 * A new account: e-mail, password with its rules, an optional phone, age and terms. The server answers
 * the same whether or not the address already has an account, so the form only says to check the inbox:
 * the link in it confirms the address and signs in.
 */
export function SignUpForm({ email, onEmailChange, onSignIn }: SignUpFormProps) {
  const rulesId = useId();
  const form = useStoreForm<SignUpValues>({ email, password: '', phone: '', ageConfirmed: false, termsAccepted: false }, validateSignUp);
  const rootError = form.formState.errors.root;
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);

  const submit = submitHandler(form, async ({ email, password, phone, ageConfirmed, termsAccepted }) => {
    const result = await apiRequest<MessageView>('POST', '/api/auth/signup', {
      email: email.trim(),
      password,
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      ageConfirmed,
      termsAccepted,
    });
    if (result.ok) return setSentTo({ email: email.trim(), message: result.data?.message ?? CHECK_INBOX_MESSAGE });
    const { error } = result;
    if (error.code === 'weak_password') return showFieldErrors(form, { password: error.message }, FIELD_ORDER);
    const sorted = sortApiErrors(error, FIELD_MATCHERS);
    showFieldErrors(form, sorted.fields, FIELD_ORDER);
    if (sorted.others.length) form.setError('root', { message: sorted.others.join(' ') });
  });

  if (sentTo) {
    return (
      <div role="status" className="text-center">
        <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-emerald-500/10 text-emerald-600 ring-1 ring-emerald-500/25 dark:text-emerald-400">
          <MailCheck className="size-6" aria-hidden="true" />
        </span>
        <p className="mt-4 font-medium text-pretty">{sentTo.message}</p>
        <p className="mt-2 text-sm text-muted-foreground text-pretty">
          We sent a mail to <span className="font-medium text-foreground">{sentTo.email}</span>. Follow its link to confirm the address and sign in; we
          send your keys there. Check your spam folder if it does not arrive.
        </p>
        <button type="button" onClick={onSignIn} className={buttonStyles({ variant: 'outline', className: 'mt-6' })}>
          Sign in
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert>{rootError?.message}</FormAlert>
      <EmailField {...fieldProps(form, 'email', { onChange: (event) => onEmailChange(event.target.value) })} />
      <div className="space-y-2">
        <PasswordField label="Password" autoComplete="new-password" required {...fieldProps(form, 'password')} describedById={rulesId} />
        <PasswordRulesList id={rulesId} password={form.watch('password')} />
      </div>
      <TextField
        label="Phone number"
        aside={<span className="text-xs text-muted-foreground">Optional</span>}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+27 82 123 4567"
        {...fieldProps(form, 'phone')}
      />
      <div className="space-y-3">
        <CheckboxControl form={form} name="ageConfirmed" label="I am at least 18 years old" />
        <CheckboxControl
          form={form}
          name="termsAccepted"
          label={
            <>
              I accept the{' '}
              <a href={TERMS_PATH} target="_blank" rel="noopener" className="font-medium text-highlight underline-offset-2 hover:underline">
                terms of service
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </>
          }
        />
      </div>
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Creating account..." size="lg" className="w-full">
        Create Account
      </SubmitButton>
    </form>
  );
}
