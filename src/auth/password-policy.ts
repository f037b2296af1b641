import { COMMON_PASSWORDS } from './common-passwords.js';

/**
 * The store's password rules, the one home for them: the server holds new passwords to them and the
 * pages show them beside the field as the person types (client/ imports this module).
 */

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 72;

/** Why a password is refused, as GoTrue names it (`common` stands for its `pwned`). */
export type WeakPasswordReason = 'length' | 'characters' | 'common';

export interface PasswordCheck {
  reasons: WeakPasswordReason[];
  /** One sentence per reason, in the order of the reasons. */
  messages: string[];
}

/** A rule as the form lists it, ticked off while the person types. */
export interface PasswordRule {
  /** The reason code when the rule fails (`weak_password` details). */
  code: Exclude<WeakPasswordReason, 'common'>;
  label: string;
  test: (password: string) => boolean;
}

const characterCount = (password: string) => [...password].length;
const hasLettersAndDigits = (password: string) => /\p{L}/u.test(password) && /\p{Nd}/u.test(password);

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { code: 'length', label: `At least ${MIN_PASSWORD_LENGTH} characters`, test: (password) => characterCount(password) >= MIN_PASSWORD_LENGTH },
  { code: 'characters', label: 'Letters and digits', test: hasLettersAndDigits },
];

/**
 * 8 to 72 characters, at least one letter and one digit, and not one of the commonest passwords.
 * Every broken rule is reported, not only the first.
 */
export function checkPassword(password: string): PasswordCheck {
  const result: PasswordCheck = { reasons: [], messages: [] };
  const refuse = (reason: WeakPasswordReason, message: string) => {
    result.reasons.push(reason);
    result.messages.push(message);
  };
  const length = characterCount(password);
  if (length < MIN_PASSWORD_LENGTH) refuse('length', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  else if (length > MAX_PASSWORD_LENGTH) refuse('length', `Password should be at most ${MAX_PASSWORD_LENGTH} characters.`);
  if (!hasLettersAndDigits(password)) refuse('characters', 'Password should contain both letters and digits.');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    refuse('common', 'Password is known to be weak and easy to guess, please choose a different one.');
  }
  return result;
}
