import { type ImportedGame, imageUrl, isoDate, plainParagraphs, plainText, preferredPlatform } from './imported-game.js';

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
  esrb_rating?: unknown;
}

/** What RAWG's game detail (`/games/{id}`) and its screenshots (`/games/{id}/screenshots`) add to a list item. */
export interface RawgDetail {
  description_raw?: unknown;
  developers?: unknown;
  publishers?: unknown;
  platforms?: unknown;
  esrb_rating?: unknown;
  /** The `results` of the screenshots endpoint, when it was read. */
  screenshots?: unknown;
}

/** The PC minimum requirements of a detail's platforms (RAWG writes them as text, 'Minimum:' first); null when none. */
function pcRequirements(platforms: unknown): string | null {
  if (!Array.isArray(platforms)) return null;
  for (const entry of platforms) {
    const platform = (entry as { platform?: { slug?: unknown } })?.platform;
    const minimum = (entry as { requirements?: { minimum?: unknown } })?.requirements?.minimum;
    if (platform?.slug === 'pc' && typeof minimum === 'string') {
      const text = minimum.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ' ').replace(/^\s*minimum:\s*/i, '');
      const lines = text.split(/\r?\n/).map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);
      if (lines.length) return lines.join('\n').slice(0, 4000);
    }
  }
  return null;
}

const namesOf = (list: unknown, key?: string): string[] =>
  Array.isArray(list)
    ? list.map((entry) => plainText(key ? (entry as Record<string, { name?: unknown }>)?.[key]?.name : (entry as { name?: unknown })?.name, 60)).filter(Boolean)
    : [];

/**
 * A RAWG game in the store's terms; null when it lacks an id or a name. The detail, when read, brings
 * the description, developer, publisher and PC requirements (and the screenshots when the list had
 * none); without it a description is written from what the list has.
 */
export function fromRawg(item: RawgItem, detail?: RawgDetail): ImportedGame | null {
  const id = typeof item.id === 'number' && Number.isInteger(item.id) && item.id > 0 ? item.id : null;
  const name = plainText(item.name, 200);
  if (id === null || !name) return null;
  const genres = namesOf(item.genres).slice(0, 8);
  const platforms = [...namesOf(item.parent_platforms, 'platform'), ...namesOf(item.platforms, 'platform')];
  const releaseDate = isoDate(item.released);
  const image = imageUrl(item.background_image);
  const shotsOf = (list: unknown) => (Array.isArray(list) ? list.map((shot) => imageUrl((shot as { image?: unknown })?.image)) : []);
  const screenshots = [...shotsOf(item.short_screenshots), ...shotsOf(detail?.screenshots)];
  // RAWG gives 0 to a game nobody rated there: that is no rating, not the lowest one.
  const rating = typeof item.rating === 'number' && item.rating > 0 && item.rating <= 5 ? Math.round(item.rating * 100) / 100 : null;
  const platformNames = [...new Set(namesOf(item.platforms, 'platform'))].slice(0, 6);
  const written = [
    `${name}${genres.length ? `: ${genres.join(', ').toLowerCase()}` : ''}${platformNames.length ? ` on ${platformNames.join(', ')}` : ''}.`,
    releaseDate ? `Released ${releaseDate}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const description = plainParagraphs(detail?.description_raw, 5000) || written;
  const esrb = (detail?.esrb_rating ?? item.esrb_rating) as { name?: unknown } | null | undefined;
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
    developer: namesOf(detail?.developers).slice(0, 3).join(', ') || null,
    publisher: namesOf(detail?.publishers).slice(0, 3).join(', ') || null,
    ageRating: plainText(esrb?.name, 60) || null,
    systemRequirements: pcRequirements(detail?.platforms),
  };
}
