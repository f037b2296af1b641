/** The longest display name a review keeps. */
const MAX_LENGTH = 60;

/**
 * How a review names its author to other shoppers: the first name of the order that delivered the
 * game and the initial of its last name ("Thandi M."), never an e-mail address.
 */
export function reviewAuthorName(firstName: string, lastName: string | null): string {
  const first = firstName.replace(/\s+/g, ' ').trim();
  const initial = Array.from((lastName ?? '').trim())[0];
  const name = initial ? `${first} ${initial.toUpperCase()}.` : first;
  return Array.from(name).slice(0, MAX_LENGTH).join('').trim() || 'Verified buyer';
}
