import request from 'supertest';
import { waitFor } from '../harness/processes.js';
import { newProduct, orderWhen, payInSandbox, placeOrder, type TestProduct } from '../harness/purchases.js';
import { signUpShopper } from '../harness/shoppers.js';
import { startTestApp, type TestApp } from '../harness/test-app.js';

type SuggestedGame = { id: string; slug: string; name: string; image: string | null; priceCents: number; platform: string; stock: number };
type Suggestions = { query: string; games: SuggestedGame[]; categories: { slug: string; name: string }[]; platforms: string[] };
type Card = { id: string; slug: string; name: string; priceCents: number; discountPercent: number; stock: number };

describe('finding games: suggestions, lookup, deals and best sellers', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => sut?.close());

  const suggest = async (q: string): Promise<Suggestions> => (await request(sut.url).get('/api/products/suggestions').query({ q }).expect(200)).body;
  const search = async (text: string): Promise<{ items: Card[]; total: number }> =>
    (await request(sut.url).get('/api/products').query({ search: text, limit: 100 }).expect(200)).body;

  describe('suggestions', () => {
    it('forgive a typo in a title, with the cover, price and platform of each game', async () => {
      const sut = await suggest('witchr');
      expect(sut.games[0]).toMatchObject({ name: 'The Witcher 3: Wild Hunt', platform: 'Steam', priceCents: expect.any(Number), image: expect.stringMatching(/^\/media\/covers\//) });
    });

    it.each(['witchr', 'elden', 'cyberpnk', 'hollow knigt', 'rpg', 'stardew valey', 'zzzqqq'])(
      'find for %j exactly what the store search finds, at most six of them',
      async (text) => {
        const [suggested, listed] = await Promise.all([suggest(text), search(text)]);
        const listedIds = new Set(listed.items.map((item) => item.id));
        expect(suggested.games).toHaveLength(Math.min(6, listed.total));
        for (const game of suggested.games) expect(listedIds).toContain(game.id);
      },
    );

    it('name the categories and the platforms the text starts', async () => {
      const sut = await suggest('ninten');
      expect(sut.platforms).toEqual(['Nintendo']);
      expect(sut.categories).toEqual([{ slug: 'nintendo', name: 'Nintendo' }]);
      expect((await suggest('play')).platforms).toEqual(['PlayStation']);
    });

    it('stay bounded however common the text', async () => {
      const sut = await suggest('the');
      expect(sut.games.length).toBeLessThanOrEqual(6);
      expect(sut.categories.length).toBeLessThanOrEqual(4);
    });

    it('suggest nothing for a single character, which would match nearly everything', async () => {
      expect(await suggest('a')).toEqual({ query: 'a', games: [], categories: [], platforms: [] });
    });

    it('refuse an oversized or missing text with a 400 that says why', async () => {
      const long = await request(sut.url).get('/api/products/suggestions').query({ q: 'x'.repeat(101) }).expect(400);
      expect(long.body.message).toContain('q must be at most 100 characters');
      const missing = await request(sut.url).get('/api/products/suggestions').expect(400);
      expect(missing.body.code).toBe('validation_failed');
    });
  });

  describe('lookup by slug', () => {
    it('answers current cards in the order asked, leaving unknown slugs out', async () => {
      const res = await request(sut.url).get('/api/products/lookup').query({ slugs: 'hades,no-such-game,elden-ring' }).expect(200);
      expect(res.body.map((card: Card) => card.slug)).toEqual(['hades', 'elden-ring']);
      const [{ stock }] = await sut.db.query<{ stock: number }>(`SELECT stock FROM products WHERE slug = 'hades'`);
      expect(res.body[0].stock).toBe(stock);
    });

    it('refuses more than twelve slugs, or anything that is not a slug', async () => {
      const many = Array.from({ length: 13 }, (_, i) => `game-${i}`).join(',');
      expect((await request(sut.url).get('/api/products/lookup').query({ slugs: many }).expect(400)).body.message).toContain('at most 12');
      await request(sut.url).get('/api/products/lookup').query({ slugs: 'hades,<script>' }).expect(400);
      await request(sut.url).get('/api/products/lookup').query({ slugs: 'x'.repeat(5000) }).expect(400);
    });
  });

  it('lists only discounted games for the deals, the largest discount first', async () => {
    const res = await request(sut.url).get('/api/products').query({ discounted: 'true', sort: 'discount', limit: 100 }).expect(200);
    const discounts = res.body.items.map((card: Card) => card.discountPercent);
    expect(discounts.length).toBeGreaterThan(5);
    expect(discounts.every((percent: number) => percent > 0)).toBe(true);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    const [{ count }] = await sut.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM products WHERE active AND discount_percent > 0`);
    expect(res.body.total).toBe(count);
  });

  it('ranks the best sellers by the units of paid orders only', async () => {
    const [top, second, unpaid] = await Promise.all([newProduct(sut, { keys: 3 }), newProduct(sut, { keys: 3 }), newProduct(sut, { keys: 3 })]);
    const buy = async (product: TestProduct, quantity: number, pay: boolean) => {
      const shopper = await signUpShopper(sut.url);
      const placed = await placeOrder(sut, shopper, [{ productId: product.id, quantity }]);
      if (!pay) return;
      await payInSandbox(sut, placed);
      await orderWhen(sut, shopper, placed.orderNumber, 'completed');
    };
    await buy(top, 2, true);
    await buy(second, 1, true);
    await buy(unpaid, 3, false);
    const slugs = new Map(
      (await sut.db.query<{ id: string; slug: string }>(`SELECT id, slug FROM products WHERE id = ANY($1)`, [[top.id, second.id, unpaid.id]])).map((row) => [row.id, row.slug]),
    );

    const shelf = await waitFor('the best sellers to show the paid orders', async () => {
      const html = (await request(sut.url).get('/').expect(200)).text;
      const start = html.indexOf('id="best-sellers-heading"');
      if (start < 0) return undefined;
      const section = html.slice(start, html.indexOf('</section>', start));
      const shown = [...section.matchAll(/href="\/product\/([a-z0-9-]+)"/g)].map((match) => match[1]);
      return shown.length >= 2 ? shown : undefined;
    });
    expect(shelf).toEqual([slugs.get(top.id), slugs.get(second.id)]);
  });
});
