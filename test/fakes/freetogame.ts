import { FakeJsonServer, type ScriptedAnswer } from './json-server.js';

/** A game of FreeToGame's `/games` list, with the eleven fields the real API sends. */
export interface FreeToGameGame {
  id: number;
  title: string;
  thumbnail: string;
  short_description: string;
  game_url: string;
  genre: string;
  platform: string;
  publisher: string;
  developer: string;
  release_date: string;
  freetogame_profile_url: string;
}

/** A realistic list item; `overrides` changes any field. */
export function freeToGameGame(id: number, title: string, overrides: Partial<FreeToGameGame> = {}): FreeToGameGame {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id,
    title,
    thumbnail: `https://www.freetogame.com/g/${id}/thumbnail.jpg`,
    short_description: `${title} is a free-to-play game.`,
    game_url: `https://www.freetogame.com/open/${slug}`,
    genre: 'Shooter',
    platform: 'PC (Windows)',
    publisher: 'Publisher',
    developer: 'Developer',
    release_date: '2021-06-01',
    freetogame_profile_url: `https://www.freetogame.com/${slug}`,
    ...overrides,
  };
}

/**
 * FreeToGame's API on a free port: `/games` (every game, one array) and `/game?id=` (a detail with
 * the long description, status and screenshots; a 404 object for unknown ids).
 */
export class FakeFreeToGame extends FakeJsonServer {
  /** The list `/games` answers; tests may put malformed items in it. */
  games: (FreeToGameGame | Record<string, unknown>)[] = [];

  static async start(games: FreeToGameGame[] = [], port = 0): Promise<FakeFreeToGame> {
    const fake = new FakeFreeToGame();
    fake.games = games;
    await fake.listen(port);
    return fake;
  }

  env(): Record<string, string> {
    return { FREETOGAME_URL: `${this.url}/api`, FREETOGAME_REQUEST_INTERVAL_MS: '0' };
  }

  protected route(path: string, query: URLSearchParams): ScriptedAnswer {
    if (path === '/api/games') return { body: this.games };
    if (path === '/api/game') {
      const game = this.games.find((entry) => String(entry.id) === query.get('id'));
      if (!game) return { status: 404, body: { status: 0, status_message: 'No game found with that id or parameter' } };
      return {
        body: {
          ...game,
          status: 'Live',
          description: `${game.title} is a free-to-play game. This long description comes from the detail of game ${game.id}.`,
          minimum_system_requirements: { os: 'Windows 10', processor: 'Intel i5', memory: '8 GB', graphics: 'GTX 970', storage: '50 GB' },
          screenshots: [{ id: 1, image: `https://www.freetogame.com/g/${game.id}/shot-1.jpg` }],
        },
      };
    }
    return { status: 404, body: { status: 0, status_message: 'Object not found: Game or endpoint not found' } };
  }
}
