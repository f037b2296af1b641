import request from 'supertest';
import { FakeFreeToGame, freeToGameGame } from '../fakes/freetogame.js';
import { FakeRawg, rawgGame } from '../fakes/rawg.js';
import { waitFor } from '../harness/processes.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { accessToken } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };
const customer = { authorization: `Bearer ${accessToken('customer')}` };
const FAST_RETRIES = { IMPORT_RETRY_DELAY_MS: '10', IMPORT_TIMEOUT_MS: '2000' };

/** RAWG's 45 most added games: two pages of 40; the 45th is also on FreeToGame. */
const rawgGames = () => [...Array.from({ length: 44 }, (_, n) => rawgGame(1000 + n, `Rawg Game ${n + 1}`)), rawgGame(2045, 'Warframe', { rating: 4.1, genres: [{ id: 5, name: 'RPG', slug: 'rpg' }] })];
const freeToGameGames = () => [
  freeToGameGame(1, 'Warframe', { genre: 'Shooter' }),
  freeToGameGame(2, 'Browser Quest', { platform: 'Web Browser', genre: 'MMORPG' }),
  freeToGameGame(3, 'Halo Infinite', { genre: 'Shooter' }),
];

async function runImport(sut: TestApp): Promise<Record<string, any>> {
  const started = await request(sut.url).post('/api/admin/import').set(admin).expect(202);
  expect(started.body).toMatchObject({ status: expect.stringMatching(/^(queued|running)$/), trigger: 'manual', result: null });
  return finished(sut, started.body.id);
}

function finished(sut: TestApp, runId: string): Promise<Record<string, any>> {
  return waitFor(`import ${runId} to finish`, async () => {
    const res = await request(sut.url).get(`/api/admin/import/runs/${runId}`).set(admin).expect(200);
    return res.body.result ? res.body : undefined;
  });
}

describe('game imports', () => {
  let freeToGame: FakeFreeToGame;
  let rawg: FakeRawg;
  let sut: TestApp;

  beforeAll(async () => {
    freeToGame = await FakeFreeToGame.start(freeToGameGames());
    rawg = await FakeRawg.start(rawgGames());
    sut = await startTestApp({ ...freeToGame.env(), ...rawg.env(), ...FAST_RETRIES, RAWG_PAGES_PER_IMPORT: '3' });
  });
  afterAll(async () => {
    await sut.close();
    await freeToGame.close();
    await rawg.close();
  });
  beforeEach(() => {
    freeToGame.games = freeToGameGames();
    rawg.games = rawgGames();
  });

  const product = async (name: string) =>
    (await sut.db.query<Record<string, any>>(`SELECT * FROM products WHERE title_key(name) = title_key($1)`, [name]));
  const sourcesOf = async (productId: string) =>
    (await sut.db.query<{ source: string; external_id: string }>(`SELECT source, external_id FROM product_sources WHERE product_id = $1 ORDER BY source`, [productId]));

  it('imports both sources, pages through RAWG, and makes one product of a game both know', async () => {
    const [halo] = await product('Halo Infinite');
    const run = await runImport(sut);
    expect(await sut.db.query(`SELECT action, target FROM admin_audit_log WHERE action = 'import.request'`)).toEqual([{ action: 'import.request', target: run.id }]);
    expect(run.result).toEqual({
      success: true,
      imported: 48,
      breakdown: { freetogame: { imported: 3, total: 3 }, rawg: { imported: 45, pages_processed: 2 } },
      error: null,
      notes: [],
    });
    // Two pages, and for each of the 45 new games its detail and, as the list showed only its cover, its screenshots.
    expect(run.rawgRequests).toBe(2 + 45 * 2);
    expect(rawg.requestsTo('/api/games').map((r) => [r.query.get('page'), r.query.get('page_size')])).toEqual([['1', '40'], ['2', '40']]);
    expect(rawg.requestsTo('/api/games/1000')).toHaveLength(1);
    expect(rawg.requestsTo('/api/games/1000/screenshots')).toHaveLength(1);

    const warframe = await product('Warframe');
    expect(warframe).toHaveLength(1);
    expect(await sourcesOf(warframe[0].id)).toEqual([{ source: 'freetogame', external_id: '1' }, { source: 'rawg', external_id: '2045' }]);
    expect(warframe[0]).toMatchObject({
      source: 'freetogame',
      price_cents: 499,
      stock: 0,
      // A draft: hidden, its price only a suggestion until an admin sets one.
      active: false,
      published_at: null,
      price_set_at: null,
      developer: 'Developer',
      publisher: 'Publisher',
      system_requirements: 'OS: Windows 10\nProcessor: Intel i5\nMemory: 8 GB\nGraphics: GTX 970\nStorage: 50 GB',
      platform: 'PC',
      rating: '4.10',
      genres: ['Shooter', 'RPG'],
      description: expect.stringContaining('long description comes from the detail of game 1'),
      images: [
        'https://www.freetogame.com/g/1/thumbnail.jpg',
        'https://www.freetogame.com/g/1/shot-1.jpg',
        'https://media.rawg.io/media/games/warframe.jpg',
        'https://media.rawg.io/media/screenshots/warframe-1.jpg',
        'https://media.rawg.io/media/screenshots/warframe-2.jpg',
      ],
    });
    const [browserQuest] = await product('Browser Quest');
    const [category] = await sut.db.query<{ slug: string }>(`SELECT slug FROM categories WHERE id = $1`, [browserQuest.category_id]);
    expect(category.slug).toBe('browser-games');
    const [rawgOnly] = await product('Rawg Game 1');
    expect(rawgOnly).toMatchObject({
      source: 'rawg',
      external_id: '1000',
      price_cents: 1999,
      stock: 0,
      release_date: expect.any(Date),
      active: false,
      published_at: null,
      description: 'Rawg Game 1 is a game of the RAWG database.\n\nIts detail of game 1000 tells the story.',
      developer: 'Rawg Game 1 Studio',
      publisher: 'RAWG Publishing',
      age_rating: 'Mature',
      system_requirements: 'OS: Windows 10 64-bit\nMemory: 8 GB RAM',
      images: ['https://media.rawg.io/media/games/rawg-game-1.jpg', 'https://media.rawg.io/media/screenshots/rawg-game-1-1.jpg', 'https://media.rawg.io/media/screenshots/rawg-game-1-2.jpg'],
      genres: ['Action'],
    });
    // Drafts stay out of the store until published.
    const [rawgSlug] = await sut.db.query<{ slug: string }>(`SELECT slug FROM products WHERE id = $1`, [rawgOnly.id]);
    await request(sut.url).get(`/api/products/${rawgSlug.slug}`).expect(404);
    const drafts = (await request(sut.url).get('/api/admin/products?state=draft&search=Rawg%20Game%201').set(admin).expect(200)).body;
    expect(drafts.items.map((item: { name: string }) => item.name)).toContain('Rawg Game 1');
    expect(drafts.items.every((item: { draft: boolean; active: boolean; priceSet: boolean }) => item.draft && !item.active && !item.priceSet)).toBe(true);

    // The demo catalogue's Halo Infinite gained a source and nothing of what the shop set.
    const [haloAfter] = await product('Halo Infinite');
    expect(haloAfter).toMatchObject({ id: halo.id, price_cents: halo.price_cents, stock: halo.stock, slug: halo.slug, name: halo.name });
    expect(await sourcesOf(halo.id)).toEqual([{ source: 'freetogame', external_id: '3' }]);

    const listed = await request(sut.url).get('/api/products?search=Browser%20Quest').expect(200);
    expect(JSON.stringify(listed.body)).not.toContain('Browser Quest');
  });

  it('creates nothing twice when run again, and never overwrites price or stock', async () => {
    const [before] = await sut.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM products`);
    const [warframe] = await product('Warframe');
    await sut.db.query(`UPDATE products SET price_cents = 2500 WHERE id = $1`, [warframe.id]);
    await request(sut.url).post(`/api/admin/products/${warframe.id}/keys`).set(admin).send({ keys: 'WARF-RAME-0000-0001' }).expect(200);

    const run = await runImport(sut);
    expect(run.result).toMatchObject({ success: true, imported: 0, breakdown: { freetogame: { imported: 0, total: 3 }, rawg: { imported: 0, pages_processed: 2 } } });
    const [after] = await sut.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM products`);
    expect(after.count).toBe(before.count);
    expect(await product('Warframe')).toMatchObject([{ price_cents: 2500, stock: 1 }]);
    // Known games are not asked for their detail again.
    expect(freeToGame.requestsTo('/api/game').filter((r) => r.query.get('id') === '1')).toHaveLength(1);
  });

  it('retries a 429 and malformed JSON, then succeeds', async () => {
    freeToGame.games.push(freeToGameGame(4, 'Patient Game'));
    freeToGame.script('/api/games', { status: 429, headers: { 'retry-after': '0' }, body: { error: 'slow down' } }, { raw: '[{"id": 4, "title": ' });
    const run = await runImport(sut);
    expect(run.result).toMatchObject({ success: true, breakdown: { freetogame: { imported: 1, total: 4 } } });
    expect(freeToGame.requestsTo('/api/games').slice(-3).map((r) => r.status)).toEqual([429, 200, 200]);
    expect(await product('Patient Game')).toHaveLength(1);
  });

  it('reports a source that keeps failing, and keeps what the other source and earlier pages wrote', async () => {
    freeToGame.script('/api/games', ...Array.from({ length: 4 }, () => ({ raw: 'not json at all' })));
    rawg.games.push(...Array.from({ length: 40 }, (_, n) => rawgGame(3000 + n, `Late Game ${n + 1}`)));
    rawg.failingPages.set(3, Array.from({ length: 4 }, () => ({ status: 500, body: { detail: 'Server error' } })));
    const run = await runImport(sut);
    expect(run.status).toBe('failed');
    expect(run.result.success).toBe(false);
    expect(run.result.error).toContain('FreeToGame');
    expect(run.result.error).toContain('not JSON');
    expect(run.result.error).toContain('RAWG');
    expect(run.result.error).toContain('server error 500');
    expect(run.result.error).not.toContain(rawg.apiKey);
    expect(run.result.breakdown.rawg.pages_processed).toBe(2);
    // Pages 1 and 2 were written before page 3 failed.
    expect(await product('Late Game 1')).toHaveLength(1);
  });

  it('refuses a second import while one runs', async () => {
    freeToGame.script('/api/games', { body: freeToGameGames(), delayMs: 1500 });
    const first = await request(sut.url).post('/api/admin/import').set(admin).expect(202);
    const second = await request(sut.url).post('/api/admin/import').set(admin).expect(409);
    expect(second.body).toMatchObject({ code: 'import_running', message: expect.stringContaining('already running') });
    const overview = (await request(sut.url).get('/api/admin/import').set(admin).expect(200)).body;
    expect(overview.current).toMatchObject({ id: first.body.id });
    await finished(sut, first.body.id);
    expect((await request(sut.url).get('/api/admin/import').set(admin).expect(200)).body.current).toBeNull();
  });

  it('validates the schedule and shows its next run', async () => {
    const set = (cron: unknown) => request(sut.url).put('/api/admin/import/schedule').set(admin).send({ cron });
    expect((await set('*/5 * * * *').expect(400)).body).toMatchObject({ code: 'invalid_schedule', message: 'Imports may be scheduled at most once an hour.' });
    expect((await set('0 0 3 * * *').expect(400)).body.message).toContain('five fields');
    expect((await set('61 3 * * *').expect(400)).body.message).toContain('not a valid cron expression');
    expect((await set(42).expect(400)).body.message).toContain('cron must be a cron expression');
    const on = (await set(' 0 3 * * * ').expect(200)).body;
    expect(on).toMatchObject({ cron: '0 3 * * *', nextRunAt: expect.stringMatching(/T03:00:00\.000Z$/) });
    expect((await request(sut.url).get('/api/admin/import').set(admin).expect(200)).body.schedule.cron).toBe('0 3 * * *');
    expect((await set(null).expect(200)).body).toMatchObject({ cron: null, nextRunAt: null });
    const audit = await sut.db.query<{ action: string; details: { cron: string | null } }>(
      `SELECT action, details FROM admin_audit_log WHERE action = 'import.schedule' ORDER BY id`,
    );
    expect(audit.map((entry) => entry.details.cron)).toEqual(['0 3 * * *', null]);
  });

  it('takes the schedule as a preset in words, and lists its next five runs in UTC before and after saving', async () => {
    const put = (body: Record<string, unknown>) => request(sut.url).put('/api/admin/import/schedule').set(admin).send(body);
    const preview = (query: string) => request(sut.url).get(`/api/admin/import/schedule/preview?${query}`).set(admin);
    const weekly = (await preview('preset=weekly&day=monday&time=04:30').expect(200)).body;
    expect(weekly).toMatchObject({ cron: '30 4 * * 1', description: 'Every Monday at 04:30 UTC', timezone: 'UTC' });
    expect(weekly.nextRuns).toHaveLength(5);
    for (const run of weekly.nextRuns) {
      expect(new Date(run).getUTCDay()).toBe(1);
      expect(run).toMatch(/T04:30:00\.000Z$/);
      expect(Date.parse(run)).toBeGreaterThan(Date.now());
    }
    expect(Date.parse(weekly.nextRuns[1]) - Date.parse(weekly.nextRuns[0])).toBe(7 * 24 * 3600_000);
    expect((await preview('preset=hourly').expect(200)).body).toMatchObject({ cron: '0 * * * *', description: 'Every hour, on the hour (UTC)' });
    expect((await preview('preset=daily&time=25:00').expect(400)).body.message).toBe('time must be a time of day like 03:00 (24-hour clock)');
    expect((await preview('preset=weekly&day=someday&time=03:00').expect(400)).body.message).toContain('day must be one of');
    expect((await preview('preset=custom&cron=*/5%20*%20*%20*%20*').expect(400)).body).toMatchObject({ code: 'invalid_schedule', message: 'Imports may be scheduled at most once an hour.' });
    expect((await preview('preset=off').expect(200)).body).toMatchObject({ cron: null, nextRuns: [] });

    const saved = (await put({ preset: 'daily', time: '03:15' }).expect(200)).body;
    expect(saved).toMatchObject({ cron: '15 3 * * *', description: 'Every day at 03:15 UTC', timezone: 'UTC', nextRunAt: saved.nextRuns[0] });
    expect(saved.nextRuns).toHaveLength(5);
    expect(saved.nextRuns.every((run: string) => run.endsWith('T03:15:00.000Z'))).toBe(true);
    expect((await put({ preset: 'custom', cron: '0 */6 * * *' }).expect(200)).body).toMatchObject({ cron: '0 */6 * * *', description: 'Custom: 0 */6 * * * (UTC)' });
    expect((await put({ preset: 'custom', cron: '' }).expect(400)).body.message).toContain('five fields');
    expect((await put({ preset: 'off' }).expect(200)).body).toMatchObject({ cron: null, nextRuns: [] });
  });

  it('is for admins only', async () => {
    await request(sut.url).post('/api/admin/import').set(customer).expect(403);
    await request(sut.url).get('/api/admin/import').set(customer).expect(403);
    await request(sut.url).put('/api/admin/import/schedule').set(customer).send({ cron: null }).expect(403);
    await request(sut.url).get('/api/admin/import/schedule/preview?preset=hourly').set(customer).expect(403);
    await request(sut.url).post('/api/admin/import').expect(401);
    await request(sut.url).get('/api/admin/import/runs/not-a-run').set(admin).expect(404);
  });
});

describe('game imports within the RAWG budget', () => {
  it('stops reading RAWG before the monthly budget is exceeded', async () => {
    const freeToGame = await FakeFreeToGame.start([]);
    const rawg = await FakeRawg.start(Array.from({ length: 120 }, (_, n) => rawgGame(5000 + n, `Budget Game ${n + 1}`)));
    const sut = await startTestApp({ ...freeToGame.env(), ...rawg.env(), ...FAST_RETRIES, RAWG_PAGES_PER_IMPORT: '3', RAWG_REQUEST_LIMIT: '2' });
    try {
      const run = await runImport(sut);
      // The first page, then one game's detail: the budget is used up, so the page is written with the list's data and RAWG stops.
      expect(run.result).toMatchObject({ success: true, imported: 40, breakdown: { rawg: { imported: 40, pages_processed: 1 } } });
      expect(run.result.notes).toEqual(['RAWG request budget of 2 a month reached: RAWG stopped after 1 page']);
      expect(rawg.requestsTo('/api/games')).toHaveLength(1);
      expect(rawg.requests.filter((r) => r.path.startsWith('/api/games/'))).toHaveLength(1);
      const [withDetail] = await sut.db.query<{ developer: string | null }>(`SELECT developer FROM products WHERE name = 'Budget Game 1'`);
      expect(withDetail.developer).toBe('Budget Game 1 Studio');
      const again = await runImport(sut);
      expect(again.result.breakdown.rawg.pages_processed).toBe(0);
      expect(rawg.requests).toHaveLength(2);
      const overview = (await request(sut.url).get('/api/admin/import').set(admin).expect(200)).body;
      expect(overview.rawg).toEqual({ configured: true, limit: 2, usedThisMonth: 2 });
    } finally {
      await sut.close();
      await freeToGame.close();
      await rawg.close();
    }
  });
});

describe('scheduled game imports', () => {
  it('start once when the schedule is due, and skip RAWG without a key', async () => {
    const freeToGame = await FakeFreeToGame.start([freeToGameGame(77, 'Scheduled Game')]);
    const sut = await startTestApp({ ...freeToGame.env(), ...FAST_RETRIES, IMPORT_SCHEDULE_CHECK_CRON: '* * * * * *' });
    try {
      await request(sut.url).put('/api/admin/import/schedule').set(admin).send({ cron: '0 3 * * *' }).expect(200);
      // Move the schedule's start two days back rather than waiting for 03:00: one fire time is due.
      await sut.db.query(`UPDATE import_schedule SET updated_at = now() - interval '2 days'`);
      const run = await waitFor('the scheduled run', async () => {
        const runs = (await request(sut.url).get('/api/admin/import').set(admin).expect(200)).body.runs;
        return runs.length && runs[0].result ? runs[0] : undefined;
      });
      expect(run).toMatchObject({ trigger: 'schedule', requestedByEmail: null, result: { success: true, imported: 1, notes: ['RAWG skipped: no RAWG_API_KEY is configured'] } });
      // The due fire time was claimed: the next one is in the future, so later checks start nothing.
      const [schedule] = await sut.db.query<{ last_fired_at: Date }>(`SELECT last_fired_at FROM import_schedule`);
      expect(schedule.last_fired_at.toISOString()).toMatch(/T03:00:00\.000Z$/);
      const overview = (await request(sut.url).get('/api/admin/import').set(admin).expect(200)).body;
      expect(Date.parse(overview.schedule.nextRunAt)).toBeGreaterThan(Date.now());
      expect(overview.runs).toHaveLength(1);
    } finally {
      await sut.close();
      await freeToGame.close();
    }
  });
});
