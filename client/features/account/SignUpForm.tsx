import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { SessionView } from '../../../src/auth/auth.views';
import { apiRequest } from '../../lib/api';
import { sortApiErrors, type FieldMatcher } from '../../lib/api-error';
import { TERMS_PATH } from '../../lib/paths';
import { hasErrors, validateSignUp, type FieldErrors, type SignUpValues } from '../../lib/validation';
import { FormAlert } from '../../ui/FormAlert';
import { CheckboxField, PasswordField, TextField } from '../../ui/FormField';
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
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<{ message: string; existingAccount?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const refs: Record<Field, RefObject<HTMLInputElement | HTMLButtonElement | null>> = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    ageConfirmed: useRef<HTMLButtonElement>(null),
    termsAccepted: useRef<HTMLButtonElement>(null),
  };

  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const found = validateSignUp({ email, password, phone, ageConfirmed, termsAccepted });
    showErrors(found);
    if (hasErrors(found)) return;

    setBusy(true);
    const result = await apiRequest<SessionView>('POST', '/api/auth/signup', {
      email: email.trim(),
      password,
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      ageConfirmed,
      termsAccepted,
    });
    if (result.ok) {
      window.location.assign(redirectTo);
      return;
    }
    setBusy(false);
    const { error } = result;
    if (error.code === 'weak_password') return showErrors({ password: error.message });
    if (error.code === 'user_already_exists') return setFormError({ message: error.message, existingAccount: true });
    const sorted = sortApiErrors(error, FIELD_MATCHERS);
    showErrors(sorted.fields);
    if (sorted.others.length) setFormError({ message: sorted.others.join(' ') });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert>
        {formError && (
          <>
            <p>{formError.message}</p>
            {formError.existingAccount && (
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
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        placeholder="you@example.com"
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          clearError('email');
        }}
        error={errors.email}
        inputRef={refs.email as RefObject<HTMLInputElement>}
      />
      <div className="space-y-2">
        <PasswordField
          label="Password"
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clearError('password');
          }}
          error={errors.password}
          inputRef={refs.password as RefObject<HTMLInputElement>}
          describedById={rulesId}
        />
        <PasswordRulesList id={rulesId} password={password} />
      </div>
      <TextField
        label="Phone number"
        aside={<span className="text-xs text-muted-foreground">Optional</span>}
        type="tel"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+27 82 123 4567"
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          clearError('phone');
        }}
        error={errors.phone}
        inputRef={refs.phone as RefObject<HTMLInputElement>}
      />
      <div className="space-y-3">
        <CheckboxField
          name="ageConfirmed"
          checked={ageConfirmed}
          onCheckedChange={(checked) => {
            setAgeConfirmed(checked);
            clearError('ageConfirmed');
          }}
          label="I am at least 18 years old"
          error={errors.ageConfirmed}
          buttonRef={refs.ageConfirmed as RefObject<HTMLButtonElement>}
        />
        <CheckboxField
          name="termsAccepted"
          checked={termsAccepted}
          onCheckedChange={(checked) => {
            setTermsAccepted(checked);
            clearError('termsAccepted');
          }}
          label={
            <>
              I accept the{' '}
              <a href={TERMS_PATH} target="_blank" rel="noopener" className="font-medium text-highlight underline-offset-2 hover:underline">
                terms of service
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </>
          }
          error={errors.termsAccepted}
          buttonRef={refs.termsAccepted as RefObject<HTMLButtonElement>}
        />
      </div>
      <SubmitButton busy={busy} busyLabel="Creating account..." size="lg" className="w-full">
        Create Account
      </SubmitButton>
    </form>
  );
}
