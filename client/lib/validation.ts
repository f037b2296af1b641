import { checkPassword } from '#server/auth/password-policy';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The same loose shape the server accepts; the server has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators and an optional leading +, at least six digits, as the server wants. */
const PHONE_PATTERN = /^\+?[\d\s().-]{6,24}$/;
const MIN_PHONE_DIGITS = 6;

export const AGE_REQUIRED_MESSAGE = 'You must be at least 18 years old to create an account';
export const TERMS_REQUIRED_MESSAGE = 'Please accept the terms of service';

/**
 * The first rule a new password breaks, in the server's words, or null. A common password is left to
 * the server, which answers with the same policy's sentence.
 */
export function passwordProblem(password: string): string | null {
  if (!password) return 'Enter a password.';
  const { reasons, messages } = checkPassword(password);
  const index = reasons.findIndex((reason) => reason !== 'common');
  return index < 0 ? null : messages[index];
}

export function emailProblem(email: string): string | null {
  if (!email.trim()) return 'Enter your e-mail address.';
  return EMAIL_PATTERN.test(email.trim()) ? null : 'Enter a valid e-mail address, like name@example.com.';
}

/** An optional phone number: blank is fine. */
export function phoneProblem(phone: string): string | null {
  const value = phone.trim();
  if (!value) return null;
  return PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= MIN_PHONE_DIGITS ? null : 'Enter a valid phone number, like +27 82 123 4567.';
}

export interface SignInValues {
  email: string;
  password: string;
}

export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return compact({ email: emailProblem(values.email), password: values.password ? null : 'Enter your password.' });
}

/** The six digits of a mailed sign-in code, spaces between them allowed, as the server takes it. */
export function signInCodeProblem(code: string): string | null {
  const digits = code.replace(/\s/g, '');
  if (!digits) return 'Enter the 6-digit code from the e-mail.';
  return /^\d{6}$/.test(digits) ? null : 'The code is the 6 digits in the e-mail we sent.';
}

export interface SignUpValues {
  email: string;
  password: string;
  phone: string;
  ageConfirmed: boolean;
  termsAccepted: boolean;
}

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return compact({
    email: emailProblem(values.email),
    password: passwordProblem(values.password),
    phone: phoneProblem(values.phone),
    ageConfirmed: values.ageConfirmed ? null : AGE_REQUIRED_MESSAGE,
    termsAccepted: values.termsAccepted ? null : TERMS_REQUIRED_MESSAGE,
  });
}

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

export function validateNewPassword(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return compact({
    password: passwordProblem(values.password),
    confirmation: !values.confirmation ? 'Enter the new password again.' : values.confirmation !== values.password ? 'The passwords do not match.' : null,
  });
}

function compact<F extends string>(errors: Record<F, string | null>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<F>;
}

/** The 6 digits of an authenticator app or a recovery code (`XXXX-XXXX-XXXX`), as the server takes them. */
export function secondFactorCodeProblem(code: string): string | null {
  const typed = code.replace(/\s/g, '');
  if (!typed) return 'Enter the 6-digit code from your authenticator app.';
  return /^(\d{6}|[0-9A-Za-z]{4}-?[0-9A-Za-z]{4}-?[0-9A-Za-z]{4})$/.test(typed) ? null : 'Enter the 6 digits your authenticator app shows, or one of your recovery codes.';
}
