import { RECENTLY_VIEWED_MAX } from '#contracts/catalog.constants';

/** Where the browser keeps the slugs of the games viewed last, newest first. */
export const RECENTLY_VIEWED_KEY = 'keyshop:recently-viewed';
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The list with this game first, once, and no longer than the store remembers. */
export function withViewed(slugs: readonly string[], slug: string): string[] {
  return [slug, ...slugs.filter((other) => other !== slug)].slice(0, RECENTLY_VIEWED_MAX);
}

/** The stored list, or an empty one when it is missing or not what this store wrote. */
export function parseViewed(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter((slug): slug is string => typeof slug === 'string' && slug.length <= 200 && SLUG.test(slug)).slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    return [];
  }
}

export function readViewed(): string[] {
  try {
    return parseViewed(window.localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    // Storage refused (private mode, a full quota): nothing remembered.
    return [];
  }
}

export function rememberViewed(slug: string): void {
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(withViewed(readViewed(), slug)));
  } catch {
    // Storage refused: the row simply stays as it was.
  }
}
