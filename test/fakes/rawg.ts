import { FakeJsonServer, type ScriptedAnswer } from './json-server.js';

/** A game of RAWG's `/games` list, with the fields the import reads and a few it does not. */
export interface RawgGame {
  id: number;
  slug: string;
  name: string;
  released: string | null;
  tba: boolean;
  background_image: string | null;
  rating: number;
  rating_top: number;
  ratings_count: number;
  metacritic: number | null;
  added: number;
  genres: { id: number; name: string; slug: string }[];
  platforms: { platform: { id: number; name: string; slug: string } }[];
  parent_platforms: { platform: { id: number; name: string; slug: string } }[];
  short_screenshots: { id: number; image: string }[];
}

/** A realistic list item; `overrides` changes any field. */
export function rawgGame(id: number, name: string, overrides: Partial<RawgGame> = {}): RawgGame {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const image = `https://media.rawg.io/media/games/${slug}.jpg`;
  return {
    id,
    slug,
    name,
    released: '2019-05-10',
    tba: false,
    background_image: image,
    rating: 4.2,
    rating_top: 5,
    ratings_count: 1200,
    metacritic: 85,
    added: 10_000 - id,
    genres: [{ id: 4, name: 'Action', slug: 'action' }],
    platforms: [{ platform: { id: 4, name: 'PC', slug: 'pc' } }],
    parent_platforms: [{ platform: { id: 1, name: 'PC', slug: 'pc' } }],
    short_screenshots: [{ id: -1, image }],
    ...overrides,
  };
}

/**
 * RAWG's API on a free port: `/api/games` paged (`page`, `page_size`, envelope `count`, `next`,
 * `previous`, `results`), a game's detail `/api/games/{id}` (the list item with `description`,
 * `description_raw`, `developers`, `publishers`, `esrb_rating` and PC requirements) and its
 * `/api/games/{id}/screenshots` (paged envelope), all behind the `key` query parameter; 401
 * without it, 404 past the last page or for an unknown game.
 */
export class FakeRawg extends FakeJsonServer {
  readonly apiKey = 'rawg-test-key';
  games: (RawgGame | Record<string, unknown>)[] = [];
  /** Answers lined up for requests of one page, before its normal answer. */
  readonly failingPages = new Map<number, ScriptedAnswer[]>();

  static async start(games: RawgGame[] = [], port = 0): Promise<FakeRawg> {
    const fake = new FakeRawg();
    fake.games = games;
    await fake.listen(port);
    return fake;
  }

  env(): Record<string, string> {
    return { RAWG_URL: `${this.url}/api`, RAWG_API_KEY: this.apiKey };
  }

  protected route(path: string, query: URLSearchParams): ScriptedAnswer {
    if (!query.get('key')) return { status: 401, body: { error: 'The key parameter is not provided' } };
    if (query.get('key') !== this.apiKey) return { status: 401, body: { error: 'Invalid API key' } };
    const detail = /^\/api\/games\/(\d+)(\/screenshots)?$/.exec(path);
    if (detail) {
      const game = this.games.find((entry) => String(entry.id) === detail[1]) as RawgGame | undefined;
      if (!game) return { status: 404, body: { detail: 'Not found.' } };
      return { body: detail[2] ? this.screenshotsOf(game) : this.detailOf(game) };
    }
    if (path !== '/api/games') return { status: 404, body: { detail: 'Not found.' } };
    const page = Number(query.get('page') ?? '1');
    const failure = this.failingPages.get(page)?.shift();
    if (failure) return failure;
    const size = Math.min(Number(query.get('page_size') ?? '20'), 40);
    const pages = Math.max(1, Math.ceil(this.games.length / size));
    if (!Number.isInteger(page) || page < 1 || page > pages) return { status: 404, body: { detail: 'Invalid page.' } };
    const pageUrl = (n: number) => `${this.url}/api/games?key=${this.apiKey}&page=${n}&page_size=${size}`;
    return {
      body: {
        count: this.games.length,
        next: page < pages ? pageUrl(page + 1) : null,
        previous: page > 1 ? pageUrl(page - 1) : null,
        results: this.games.slice((page - 1) * size, page * size),
      },
    };
  }

  /** A game's detail as RAWG sends it: the list's fields and the richer ones. */
  private detailOf(game: RawgGame) {
    return {
      ...game,
      name_original: game.name,
      description: `<p>${game.name} is a game of the RAWG database.</p>\n<p>Its detail of game ${game.id} tells the story.</p>`,
      description_raw: `${game.name} is a game of the RAWG database.\n\nIts detail of game ${game.id} tells the story.`,
      website: `https://example.com/${game.slug}`,
      esrb_rating: { id: 4, name: 'Mature', slug: 'mature' },
      developers: [{ id: 1, name: `${game.name} Studio`, slug: 'studio' }],
      publishers: [{ id: 2, name: 'RAWG Publishing', slug: 'rawg-publishing' }],
      platforms: game.platforms.map((entry) => ({
        ...entry,
        released_at: game.released,
        requirements: entry.platform.slug === 'pc' ? { minimum: 'Minimum:\nOS: Windows 10 64-bit\nMemory: 8 GB RAM', recommended: 'Recommended:\nMemory: 16 GB RAM' } : {},
      })),
    };
  }

  private screenshotsOf(game: RawgGame) {
    const results = [1, 2].map((n) => ({ id: game.id * 10 + n, image: `https://media.rawg.io/media/screenshots/${game.slug}-${n}.jpg`, width: 1920, height: 1080, is_deleted: false }));
    return { count: results.length, next: null, previous: null, results };
  }
}
