import { type ImportedGame, imageUrl, isoDate, plainParagraphs, plainText, preferredPlatform } from './imported-game.js';

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
  developer?: unknown;
  publisher?: unknown;
  minimum_system_requirements?: unknown;
}

const REQUIREMENT_LABELS: [string, string][] = [
  ['os', 'OS'],
  ['processor', 'Processor'],
  ['memory', 'Memory'],
  ['graphics', 'Graphics'],
  ['storage', 'Storage'],
];

/** FreeToGame's minimum requirements as lines ('OS: Windows 10'); null when the game has none (browser games). */
function requirementsOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const lines = REQUIREMENT_LABELS.map(([key, label]) => [label, plainText((value as Record<string, unknown>)[key], 200)]).filter(([, text]) => text);
  return lines.length ? lines.map(([label, text]) => `${label}: ${text}`).join('\n') : null;
}

/**
 * A FreeToGame game in the store's terms; null when it lacks what a product needs (a numeric id
 * and a title). The detail, when read, brings the long description, the screenshots and the minimum requirements.
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
    description: plainParagraphs(detail?.description, 5000) || plainText(item.short_description, 5000),
    image,
    images: [...new Set([image, ...screenshots].filter((url): url is string => url !== null))].slice(0, 10),
    genres: genre ? [genre] : [],
    platform: preferredPlatform(typeof item.platform === 'string' ? item.platform.split(',') : []),
    rating: null,
    releaseDate: isoDate(item.release_date),
    popularity: 0,
    developer: plainText(detail?.developer ?? item.developer, 200) || null,
    publisher: plainText(detail?.publisher ?? item.publisher, 200) || null,
    ageRating: null,
    systemRequirements: requirementsOf(detail?.minimum_system_requirements),
  };
}
