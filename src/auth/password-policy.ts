import { COMMON_PASSWORDS } from './common-passwords.js';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 72;

/** Why a password is refused, as GoTrue names it (`common` stands for its `pwned`). */
export type WeakPasswordReason = 'length' | 'characters' | 'common';

export interface PasswordCheck {
  reasons: WeakPasswordReason[];
  /** One sentence per reason, in the order of the reasons. */
  messages: string[];
}

/**
 * The store's password rules: 8 to 72 characters, at least one letter and one digit, and not one
 * of the commonest passwords. Every broken rule is reported, not only the first.
 */
export function checkPassword(password: string): PasswordCheck {
  const result: PasswordCheck = { reasons: [], messages: [] };
  const refuse = (reason: WeakPasswordReason, message: string) => {
    result.reasons.push(reason);
    result.messages.push(message);
  };
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) refuse('length', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  else if (length > MAX_PASSWORD_LENGTH) refuse('length', `Password should be at most ${MAX_PASSWORD_LENGTH} characters.`);
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) refuse('characters', 'Password should contain both letters and digits.');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    refuse('common', 'Password is known to be weak and easy to guess, please choose a different one.');
  }
  return result;
}
