import { useId } from 'react';
import type { SessionView } from '#contracts/auth.contract';
import { apiRequest } from '../../lib/api';
import { sortApiErrors, type FieldMatcher } from '../../lib/api-error';
import { TERMS_PATH } from '../../lib/paths';
import { fieldProps, leaveFor, showFieldErrors, submitHandler, useStoreForm } from '../../lib/form';
import { validateSignUp, type SignUpValues } from '../../lib/validation';
import { FormAlert } from '../../ui/FormAlert';
import { CheckboxControl, PasswordField, TextField } from '../../ui/FormField';
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

interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  redirectTo: string;
  /** Offered when the e-mail already has an account. */
  onSignInInstead: () => void;
}

/** A new account: e-mail, password with its rules, an optional phone, age and terms; signed in at once. */
export function SignUpForm({ email, onEmailChange, redirectTo, onSignInInstead }: SignUpFormProps) {
  const rulesId = useId();
  const form = useStoreForm<SignUpValues>({ email, password: '', phone: '', ageConfirmed: false, termsAccepted: false }, validateSignUp);
  const rootError = form.formState.errors.root;

  const submit = submitHandler(form, async ({ email, password, phone, ageConfirmed, termsAccepted }) => {
    const result = await apiRequest<SessionView>('POST', '/api/auth/signup', {
      email: email.trim(),
      password,
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      ageConfirmed,
      termsAccepted,
    });
    if (result.ok) return leaveFor(redirectTo);
    const { error } = result;
    if (error.code === 'weak_password') return showFieldErrors(form, { password: error.message }, FIELD_ORDER);
    if (error.code === 'user_already_exists') return form.setError('root', { type: error.code, message: error.message });
    const sorted = sortApiErrors(error, FIELD_MATCHERS);
    showFieldErrors(form, sorted.fields, FIELD_ORDER);
    if (sorted.others.length) form.setError('root', { message: sorted.others.join(' ') });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert>
        {rootError && (
          <>
            <p>{rootError.message}</p>
            {rootError.type === 'user_already_exists' && (
              <button type="button" onClick={onSignInInstead} className="font-semibold underline underline-offset-2 hover:no-underline">
                Sign in instead
              </button>
            )}
          </>
        )}
      </FormAlert>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        placeholder="you@example.com"
        {...fieldProps(form, 'email', { onChange: (event) => onEmailChange(event.target.value) })}
      />
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
