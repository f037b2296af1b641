/** Whether a category's name already says it sells keys ("Steam Keys"), so the pages do not say "keys" twice. */
const NAMES_KEYS = /\bkeys?$/i;

/** What a category sells, as a phrase: "PlayStation keys", but "Steam Keys" as it is. */
export function categoryKeys(name: string): string {
  return NAMES_KEYS.test(name.trim()) ? name.trim() : `${name.trim()} keys`;
}

/** The same with "game" for the meta description: "PlayStation game keys", but "Steam Keys". */
export function categoryGameKeys(name: string): string {
  return NAMES_KEYS.test(name.trim()) ? name.trim() : `${name.trim()} game keys`;
}
