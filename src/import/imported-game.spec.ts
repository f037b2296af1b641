import { fromFreeToGame } from './freetogame-items.js';
import { importedPriceCents, preferredPlatform, storePlatform } from './imported-game.js';
import { fromRawg } from './rawg-items.js';

describe('imported games', () => {
  it('maps a FreeToGame game, with the detail bringing the description and screenshots', () => {
    const game = fromFreeToGame(
      {
        id: 452,
        title: ' Call Of Duty: Warzone ',
        thumbnail: 'https://www.freetogame.com/g/452/thumbnail.jpg',
        short_description: 'A standalone free-to-play battle royale.',
        genre: 'Shooter',
        platform: 'PC (Windows)',
        release_date: '2020-03-10',
        developer: 'Infinity Ward',
        publisher: 'Activision',
      },
      {
        description: '<p>Call of Duty: Warzone is a free-to-play\n\n battle royale.</p>',
        screenshots: [{ id: 1, image: 'https://www.freetogame.com/g/452/1.jpg' }, { id: 2, image: 'javascript:alert(1)' }],
        minimum_system_requirements: { os: 'Windows 10 64-Bit', processor: 'Intel Core i3-4340', memory: '8GB RAM', graphics: null, storage: '175GB' },
      },
    );
    expect(game).toEqual({
      source: 'freetogame',
      externalId: '452',
      name: 'Call Of Duty: Warzone',
      description: 'Call of Duty: Warzone is a free-to-play\n\nbattle royale.',
      image: 'https://www.freetogame.com/g/452/thumbnail.jpg',
      images: ['https://www.freetogame.com/g/452/thumbnail.jpg', 'https://www.freetogame.com/g/452/1.jpg'],
      genres: ['Shooter'],
      platform: 'PC',
      rating: null,
      releaseDate: '2020-03-10',
      popularity: 0,
      developer: 'Infinity Ward',
      publisher: 'Activision',
      ageRating: null,
      systemRequirements: 'OS: Windows 10 64-Bit\nProcessor: Intel Core i3-4340\nMemory: 8GB RAM\nStorage: 175GB',
    });
  });

  it('keeps the short description without a detail, and refuses items without an id or a title', () => {
    expect(fromFreeToGame({ id: 1, title: 'Game', short_description: 'Short.', platform: 'Web Browser', release_date: 'soon' })).toMatchObject({
      description: 'Short.',
      platform: 'Browser',
      releaseDate: null,
      images: [],
    });
    expect(fromFreeToGame({ id: '1', title: 'Game' })).toBeNull();
    expect(fromFreeToGame({ id: 2, title: '   ' })).toBeNull();
    expect(fromFreeToGame({ title: 'Game' })).toBeNull();
  });

  it('maps a RAWG game, writing a description from what the list knows', () => {
    const game = fromRawg({
      id: 3498,
      name: 'Grand Theft Auto V',
      released: '2013-09-17',
      background_image: 'https://media.rawg.io/media/games/gta.jpg',
      rating: 4.47,
      added: 21000,
      genres: [{ id: 4, name: 'Action' }, { id: 3, name: 'Adventure' }],
      platforms: [{ platform: { id: 187, name: 'PlayStation 5' } }, { platform: { id: 4, name: 'PC' } }],
      parent_platforms: [{ platform: { id: 2, name: 'PlayStation' } }, { platform: { id: 1, name: 'PC' } }],
      short_screenshots: [{ id: -1, image: 'https://media.rawg.io/media/games/gta.jpg' }, { id: 1, image: 'https://media.rawg.io/media/screenshots/a.jpg' }],
    });
    expect(game).toEqual({
      source: 'rawg',
      externalId: '3498',
      name: 'Grand Theft Auto V',
      description: 'Grand Theft Auto V: action, adventure on PlayStation 5, PC. Released 2013-09-17.',
      image: 'https://media.rawg.io/media/games/gta.jpg',
      images: ['https://media.rawg.io/media/games/gta.jpg', 'https://media.rawg.io/media/screenshots/a.jpg'],
      genres: ['Action', 'Adventure'],
      platform: 'PC',
      rating: 4.47,
      releaseDate: '2013-09-17',
      popularity: 21000,
      developer: null,
      publisher: null,
      ageRating: null,
      systemRequirements: null,
    });
    expect(fromRawg({ id: 7, name: 'X', rating: 9, genres: 'nope', platforms: null })).toMatchObject({ rating: null, genres: [], platform: 'PC' });
    // RAWG's 0 means nobody rated the game there.
    expect(fromRawg({ id: 8, name: 'Y', rating: 0 })).toMatchObject({ rating: null });
    expect(fromRawg({ id: -1, name: 'X' })).toBeNull();
  });

  it("takes RAWG's detail: description, developer, publisher, age rating, PC requirements and screenshots", () => {
    const game = fromRawg(
      { id: 3498, name: 'Grand Theft Auto V', background_image: 'https://media.rawg.io/media/games/gta.jpg', platforms: [{ platform: { id: 4, name: 'PC' } }] },
      {
        description_raw: 'Rockstar Games went bigger.\n\nThe story follows three criminals.',
        developers: [{ name: 'Rockstar North' }],
        publishers: [{ name: 'Rockstar Games' }],
        esrb_rating: { id: 4, name: 'Mature' },
        platforms: [{ platform: { id: 4, slug: 'pc' }, requirements: { minimum: 'Minimum:\nOS: Windows 10 64 Bit<br>Memory: 4 GB RAM', recommended: 'Recommended: more' } }],
        screenshots: [{ id: 1, image: 'https://media.rawg.io/media/screenshots/b.jpg' }],
      },
    );
    expect(game).toMatchObject({
      description: 'Rockstar Games went bigger.\n\nThe story follows three criminals.',
      developer: 'Rockstar North',
      publisher: 'Rockstar Games',
      ageRating: 'Mature',
      systemRequirements: 'OS: Windows 10 64 Bit\nMemory: 4 GB RAM',
      images: ['https://media.rawg.io/media/games/gta.jpg', 'https://media.rawg.io/media/screenshots/b.jpg'],
    });
  });

  it('names platforms as the store does', () => {
    expect(storePlatform('PC (Windows)')).toBe('PC');
    expect(storePlatform('Xbox Series S/X')).toBe('Xbox');
    expect(storePlatform('Nintendo Switch')).toBe('Nintendo');
    expect(storePlatform('Atari 2600')).toBeNull();
    expect(preferredPlatform(['Nintendo Switch', 'PlayStation 4'])).toBe('PlayStation');
    expect(preferredPlatform(['Atari 2600'])).toBe('PC');
  });

  it('prices new games by source and age', () => {
    const now = Date.parse('2026-11-21');
    expect(importedPriceCents({ source: 'freetogame', releaseDate: '2026-01-01' }, now)).toBe(499);
    expect(importedPriceCents({ source: 'rawg', releaseDate: '2026-06-01' }, now)).toBe(5999);
    expect(importedPriceCents({ source: 'rawg', releaseDate: '2024-06-01' }, now)).toBe(3999);
    expect(importedPriceCents({ source: 'rawg', releaseDate: '2019-06-01' }, now)).toBe(1999);
    expect(importedPriceCents({ source: 'rawg', releaseDate: '2010-06-01' }, now)).toBe(999);
    expect(importedPriceCents({ source: 'rawg', releaseDate: null }, now)).toBe(999);
  });
});
