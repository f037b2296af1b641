import { type ImportedGame, imageUrl, isoDate, plainText, preferredPlatform } from './imported-game.js';

/** A FreeToGame list item or detail, as far as the import reads it. */
export interface FreeToGameItem {
  id?: unknown;
  title?: unknown;
  thumbnail?: unknown;
  short_description?: unknown;
  description?: unknown;
  genre?: unknown;
  platform?: unknown;
  release_date?: unknown;
  screenshots?: unknown;
}

/**
 * A FreeToGame game in the store's terms; null when it lacks what a product needs (a numeric id
 * and a title). The detail, when read, brings the long description and the screenshots.
 */
export function fromFreeToGame(item: FreeToGameItem, detail?: FreeToGameItem): ImportedGame | null {
  const id = typeof item.id === 'number' && Number.isInteger(item.id) && item.id > 0 ? item.id : null;
  const name = plainText(item.title, 200);
  if (id === null || !name) return null;
  const screenshots = Array.isArray(detail?.screenshots) ? detail.screenshots.map((shot) => imageUrl((shot as { image?: unknown })?.image)) : [];
  const image = imageUrl(item.thumbnail);
  const genre = plainText(item.genre, 60);
  return {
    source: 'freetogame',
    externalId: String(id),
    name,
    description: plainText(detail?.description, 5000) || plainText(item.short_description, 5000),
    image,
    images: [...new Set([image, ...screenshots].filter((url): url is string => url !== null))].slice(0, 10),
    genres: genre ? [genre] : [],
    platform: preferredPlatform(typeof item.platform === 'string' ? item.platform.split(',') : []),
    rating: null,
    releaseDate: isoDate(item.release_date),
    popularity: 0,
  };
}
