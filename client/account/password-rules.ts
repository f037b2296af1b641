/** The rules the server holds new passwords to, shown beside the field as the person types. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 72;

export interface PasswordRule {
  /** The server's reason code when the rule fails (`weak_password` details). */
  code: 'length' | 'characters';
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { code: 'length', label: `At least ${MIN_PASSWORD_LENGTH} characters`, test: (password) => [...password].length >= MIN_PASSWORD_LENGTH },
  { code: 'characters', label: 'Letters and digits', test: (password) => /\p{L}/u.test(password) && /\p{Nd}/u.test(password) },
];

/** The rules a password breaks; the server may still refuse a common password. */
export function brokenPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password));
}

/** One sentence for the field's error, in the server's words, or null when every rule holds. */
export function passwordProblem(password: string): string | null {
  if (!password) return 'Enter a password.';
  const broken = brokenPasswordRules(password).map((rule) => rule.code);
  if (broken.includes('length')) return `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if ([...password].length > MAX_PASSWORD_LENGTH) return `Password should be at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (broken.includes('characters')) return 'Password should contain both letters and digits.';
  return null;
}
