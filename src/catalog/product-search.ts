/** Words of a search as prefix terms for `to_tsquery`: 'witch hun' finds 'The Witcher 3: Wild Hunt'. */
export function toPrefixTsQuery(search: string): string | null {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.slice(0, 8).map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * The store's one rule for which games a search finds, over `products p`: whole or partial words of
 * the title, genres or description, or a title within one typo (trigram word similarity). The
 * listing, its facets and the header's suggestions all call it, so they always agree. `param` adds a
 * positional parameter and returns its placeholder; null when the search holds nothing to look for.
 */
export function productSearchCondition(search: string, param: (value: unknown) => string): string | null {
  const text = search.trim();
  if (!text) return null;
  const tsQuery = toPrefixTsQuery(text);
  const typo = `${param(text.toLowerCase())} <% lower(p.name)`;
  return tsQuery ? `(p.search @@ to_tsquery('simple', ${param(tsQuery)}) OR ${typo})` : typo;
}
