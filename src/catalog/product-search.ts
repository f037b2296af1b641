/** The words of a search, lowercased, at most eight. */
export function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** Words of a search as prefix terms for `to_tsquery`: 'witch hun' finds 'The Witcher 3: Wild Hunt'. */
export function toPrefixTsQuery(search: string): string | null {
  const words = searchWords(search);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** The tsquery a search finds games by (see productSearchCondition); null when the search holds no word. */
export function productSearchQuery(search: string, param: (value: unknown) => string): string | null {
  const words = searchWords(search);
  return words.length ? `(to_tsquery('simple', ${param(toPrefixTsQuery(search))}) || (SELECT search_typo_query(${param(words)}::text[])))` : null;
}

/**
 * The store's one rule for which games a search finds, over `products p`: every word begins a word of
 * the title, genres or description, or every word is in the title, as typed or with a typo. A typo is
 * read as the closest title word: `search_typo_query()` (see the catalogue-at-scale migration) looks
 * each word up among the catalogue's distinct title words, once per statement as a sub-select, and the
 * games are then found through the full-text index. The listing, its facets and the header's
 * suggestions all call it, so they always agree. `param` adds a positional parameter and returns its
 * placeholder; null when the search is blank, and a condition that finds nothing when it holds no word.
 * `query` is the search's tsquery when the statement computes it once itself (productSearchQuery).
 */
export function productSearchCondition(search: string, param: (value: unknown) => string, query?: string): string | null {
  if (!search.trim()) return null;
  const tsquery = query ?? productSearchQuery(search, param);
  return tsquery ? `p.search @@ ${tsquery}` : 'false';
}
