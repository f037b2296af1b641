import { type ImportedGame, imageUrl, isoDate, plainText, preferredPlatform } from './imported-game.js';

/** A RAWG game of the `/games` list, as far as the import reads it. */
export interface RawgItem {
  id?: unknown;
  name?: unknown;
  released?: unknown;
  background_image?: unknown;
  rating?: unknown;
  added?: unknown;
  genres?: unknown;
  platforms?: unknown;
  parent_platforms?: unknown;
  short_screenshots?: unknown;
}

const namesOf = (list: unknown, key?: string): string[] =>
  Array.isArray(list)
    ? list.map((entry) => plainText(key ? (entry as Record<string, { name?: unknown }>)?.[key]?.name : (entry as { name?: unknown })?.name, 60)).filter(Boolean)
    : [];

/**
 * A RAWG game in the store's terms; null when it lacks an id or a name. The list has no description,
 * so one is written from what it does have (a richer one from FreeToGame wins when both know the game).
 */
export function fromRawg(item: RawgItem): ImportedGame | null {
  const id = typeof item.id === 'number' && Number.isInteger(item.id) && item.id > 0 ? item.id : null;
  const name = plainText(item.name, 200);
  if (id === null || !name) return null;
  const genres = namesOf(item.genres).slice(0, 8);
  const platforms = [...namesOf(item.parent_platforms, 'platform'), ...namesOf(item.platforms, 'platform')];
  const releaseDate = isoDate(item.released);
  const image = imageUrl(item.background_image);
  const screenshots = Array.isArray(item.short_screenshots) ? item.short_screenshots.map((shot) => imageUrl((shot as { image?: unknown })?.image)) : [];
  // RAWG gives 0 to a game nobody rated there: that is no rating, not the lowest one.
  const rating = typeof item.rating === 'number' && item.rating > 0 && item.rating <= 5 ? Math.round(item.rating * 100) / 100 : null;
  const platformNames = [...new Set(namesOf(item.platforms, 'platform'))].slice(0, 6);
  const description = [
    `${name}${genres.length ? `: ${genres.join(', ').toLowerCase()}` : ''}${platformNames.length ? ` on ${platformNames.join(', ')}` : ''}.`,
    releaseDate ? `Released ${releaseDate}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    source: 'rawg',
    externalId: String(id),
    name,
    description,
    image,
    images: [...new Set([image, ...screenshots].filter((url): url is string => url !== null))].slice(0, 10),
    genres,
    platform: preferredPlatform(platforms),
    rating,
    releaseDate,
    popularity: typeof item.added === 'number' && Number.isFinite(item.added) ? Math.max(0, Math.min(Math.round(item.added), 2_000_000_000)) : 0,
  };
}
