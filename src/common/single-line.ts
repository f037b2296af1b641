/**
 * Single-line text: names, subjects, product names. A line break or another control character in one
 * would break the line it is written on (a mail header, a "Name: …" line of a mail), so input refuses
 * them and output folds whatever older data holds onto one line.
 */

/** A line break, tab or other control character (C0, DEL, C1), or a Unicode line or paragraph separator. */
const BREAKING = /[\p{Cc}\u2028\u2029]/u;
const BREAKING_RUN = /\s*[\p{Cc}\u2028\u2029][\s\p{Cc}\u2028\u2029]*/gu;

export function isSingleLine(text: string): boolean {
  return !BREAKING.test(text);
}

/** The text on one line: each run of line breaks, control characters and the spaces around them becomes one space. */
export function toSingleLine(text: string): string {
  return text.replace(BREAKING_RUN, ' ').trim();
}
