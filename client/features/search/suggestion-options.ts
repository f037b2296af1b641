import type { SuggestionsView } from '#contracts/catalog.contract';
import { categoryHref, platformHref, productHref, STORE_PATH } from '../catalog/paths';

/** One choice of the suggestions list, in the order the arrow keys walk them. */
export type SuggestionOption =
  | { kind: 'game'; key: string; href: string; game: SuggestionsView['games'][number] }
  | { kind: 'category'; key: string; href: string; label: string }
  | { kind: 'platform'; key: string; href: string; label: string };

/** Where Enter goes when no suggestion is chosen: the store's results for the text. */
export function searchResultsHref(query: string): string {
  return `${STORE_PATH}?${new URLSearchParams({ q: query.trim() })}`;
}

/** The suggestions as one flat list: games, then categories, then platforms. */
export function suggestionOptions(view: SuggestionsView): SuggestionOption[] {
  return [
    ...view.games.map((game) => ({ kind: 'game' as const, key: `game-${game.id}`, href: productHref(game), game })),
    ...view.categories.map((category) => ({ kind: 'category' as const, key: `category-${category.slug}`, href: categoryHref(category), label: category.name })),
    ...view.platforms.map((platform) => ({
      kind: 'platform' as const,
      key: `platform-${platform}`,
      href: platformHref(platform),
      label: platform,
    })),
  ];
}

/**
 * The option a key moves to from `active` (-1: none) in a list of `count`: the arrows wrap round,
 * Home and End go to the ends. Null for a key that does not move.
 */
export function movedOption(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
