import type { ImportSource } from '#contracts/import.contract';

/** A game read from FreeToGame or RAWG, in the store's terms, before it is written to `products`. */
export interface ImportedGame {
  source: ImportSource;
  externalId: string;
  name: string;
  description: string;
  image: string | null;
  images: string[];
  genres: string[];
  /** One of the store's platforms: PC, Browser, PlayStation, Xbox or Nintendo. */
  platform: string;
  /** 0 to 5, or null when the source has none. */
  rating: number | null;
  /** YYYY-MM-DD, or null. */
  releaseDate: string | null;
  popularity: number;
  developer: string | null;
  publisher: string | null;
  /** The age rating the source names ('Mature', 'PEGI 16'), or null. */
  ageRating: string | null;
  /** Minimum system requirements as lines of text, or null. */
  systemRequirements: string | null;
}

/** The category each store platform files its games under; platforms without a demo category get one. */
export const PLATFORM_CATEGORIES: Record<string, { slug: string; name: string }> = {
  PC: { slug: 'pc-games', name: 'PC Games' },
  Browser: { slug: 'browser-games', name: 'Browser Games' },
  PlayStation: { slug: 'playstation', name: 'PlayStation' },
  Xbox: { slug: 'xbox', name: 'Xbox' },
  Nintendo: { slug: 'nintendo', name: 'Nintendo' },
};

/** A platform name as either source writes it ('PC (Windows)', 'Web Browser', 'PlayStation 5', 'Nintendo Switch'), in the store's terms; null for others. */
export function storePlatform(name: string): string | null {
  const text = name.toLowerCase();
  if (text.includes('windows') || text === 'pc') return 'PC';
  if (text.includes('browser') || text === 'web') return 'Browser';
  if (text.includes('playstation')) return 'PlayStation';
  if (text.includes('xbox')) return 'Xbox';
  if (text.includes('nintendo')) return 'Nintendo';
  return null;
}

/** The first of the store's platforms, in this order of preference, that a game is on; PC when none is recognised. */
export function preferredPlatform(names: string[]): string {
  const known = new Set(names.map(storePlatform).filter((platform): platform is string => platform !== null));
  return ['PC', 'PlayStation', 'Xbox', 'Nintendo', 'Browser'].find((platform) => known.has(platform)) ?? 'PC';
}

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/**
 * The price a newly imported game starts at, in euro cents, until an admin sets one: free-to-play
 * games (FreeToGame) sell starter-pack keys at 4.99; other games by age: 59.99 in their first year,
 * 39.99 up to three years, 19.99 up to eight, 9.99 after that or when the date is unknown.
 */
export function importedPriceCents(game: Pick<ImportedGame, 'source' | 'releaseDate'>, now = Date.now()): number {
  if (game.source === 'freetogame') return 499;
  const released = game.releaseDate ? Date.parse(game.releaseDate) : NaN;
  if (Number.isNaN(released)) return 999;
  const age = (now - released) / YEAR_MS;
  if (age <= 1) return 5999;
  if (age <= 3) return 3999;
  if (age <= 8) return 1999;
  return 999;
}

/** Text only, its lines kept as paragraphs (at most `max` characters): long descriptions come in several, shown as Markdown. */
export function plainParagraphs(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n')
    .slice(0, max);
}

/** Text only, one line: sources' fields may hold markup or runs of whitespace. */
export function plainText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/** An http(s) URL, or null. */
export function imageUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 1000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** YYYY-MM-DD when the value is a real date of that form, else null. */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return Number.isNaN(Date.parse(value)) ? null : value;
}
