import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { accessToken } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };
const customer = { authorization: `Bearer ${accessToken('customer')}` };

/** A real photo-like PNG of the given size, made with the same library the store resizes with. */
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#7c3aed' } }).png().toBuffer();

describe('admin catalogue editing', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut.close();
  });

  const tag = () => randomBytes(4).toString('hex');
  const create = (body: Record<string, unknown>) => request(sut.url).post('/api/admin/products').set(admin).send(body);
  const patch = (id: string, body: Record<string, unknown>) => request(sut.url).patch(`/api/admin/products/${id}`).set(admin).send(body);
  const publish = (id: string) => request(sut.url).post(`/api/admin/products/${id}/publish`).set(admin);
  const addKeys = (id: string, count = 1) =>
    request(sut.url)
      .post(`/api/admin/products/${id}/keys`)
      .set(admin)
      .send({ keys: Array.from({ length: count }, () => `KEY-${tag()}-${tag()}`).join('\n') })
      .expect(200);
  const upload = (id: string, bytes: Buffer, filename = 'cover.png', contentType = 'image/png') =>
    request(sut.url).post(`/api/admin/products/${id}/images`).set(admin).attach('image', bytes, { filename, contentType });
  const audit = (target: string) =>
    sut.db.query<{ action: string; details: Record<string, any> }>(`SELECT action, details FROM admin_audit_log WHERE target = $1 ORDER BY id`, [target]);

  /** A new product on sale: created, stocked and published. */
  async function liveProduct(fields: Record<string, unknown> = {}) {
    const made = (await create({ name: `Live Game ${tag()}`, platform: 'PC', priceCents: 1999, ...fields }).expect(201)).body;
    await addKeys(made.id);
    return (await publish(made.id).expect(200)).body;
  }

  it('creates a product as a hidden draft with every field, and audits it', async () => {
    const [category] = (await request(sut.url).get('/api/categories').expect(200)).body;
    const name = `Stardew ${tag()}`;
    const res = await create({
      name: `  ${name} `,
      platform: 'PC',
      priceCents: 1499,
      discountPercent: 20,
      description: '## Farm life\n\nGrow **crops**.',
      region: 'Europe',
      genres: ['Simulation', ' RPG ', 'RPG'],
      releaseDate: '2016-02-26',
      developer: 'ConcernedApe',
      publisher: 'ConcernedApe',
      ageRating: 'PEGI 7',
      systemRequirements: 'OS: Windows 10\nMemory: 2 GB',
      categoryId: category.id,
      deliveryKind: 'key',
      activationPlatform: 'Steam',
    }).expect(201);
    expect(res.body).toMatchObject({
      name,
      slug: name.toLowerCase().replace(' ', '-'),
      platform: 'PC',
      priceCents: 1499,
      originalPriceCents: 1874,
      discountPercent: 20,
      region: 'Europe',
      genres: ['Simulation', 'RPG'],
      releaseDate: '2016-02-26',
      developer: 'ConcernedApe',
      ageRating: 'PEGI 7',
      systemRequirements: 'OS: Windows 10\nMemory: 2 GB',
      categoryId: category.id,
      activationPlatform: 'Steam',
      active: false,
      draft: true,
      priceSet: true,
      source: 'local',
      images: [],
      oldSlugs: [],
    });
    await request(sut.url).get(`/api/products/${res.body.slug}`).expect(404);
    expect(await audit(res.body.id)).toEqual([{ action: 'product.create', details: expect.objectContaining({ productName: name, fields: expect.objectContaining({ priceCents: 1499, developer: 'ConcernedApe' }) }) }]);
    expect((await request(sut.url).get(`/api/admin/products/${res.body.id}`).set(admin).expect(200)).body).toMatchObject({ id: res.body.id, description: '## Farm life\n\nGrow **crops**.' });
  });

  it('refuses what a product cannot hold, in words, and a slug another product has', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ platform: 'PC', priceCents: 100 }, 'name must be text'],
      [{ name: 'Game', priceCents: 100 }, 'platform must be text'],
      [{ name: 'Game', platform: 'PC' }, 'priceCents must be a whole number of cents from 0 to 10000000 (€100000)'],
      [{ name: 'Two\nlines', platform: 'PC', priceCents: 100 }, 'name must be on one line, without line breaks, tabs or other control characters'],
      [{ name: 'Game', platform: 'PC', priceCents: 100, slug: '-bad-' }, 'slug must be lower-case letters and digits, in words joined by single hyphens (like "stardew-valley")'],
      [{ name: 'Game', platform: 'PC', priceCents: 100, systemRequirements: 'x'.repeat(4001) }, 'systemRequirements must be at most 4000 characters'],
      [{ name: 'Game', platform: 'PC', priceCents: 100, active: true }, 'active: property active should not exist'],
    ];
    for (const [body, message] of cases) expect((await create(body).expect(400)).body).toMatchObject({ code: 'validation_failed', message: expect.stringContaining(message) });
    const first = (await create({ name: `Taken ${tag()}`, platform: 'PC', priceCents: 100 }).expect(201)).body;
    expect((await create({ name: 'Other', slug: first.slug, platform: 'PC', priceCents: 100 }).expect(409)).body).toMatchObject({ code: 'slug_taken' });
    await request(sut.url).post('/api/admin/products').set(customer).send({ name: 'X', platform: 'PC', priceCents: 1 }).expect(403);
  });

  it('renames a product and moves its address, keeping the old one as a redirect, and audits what changed', async () => {
    const product = await liveProduct();
    const oldSlug = product.slug;
    const newSlug = `renamed-${tag()}`;
    const edited = (await patch(product.id, { name: 'Renamed Game', slug: newSlug, description: 'New text.', genres: ['Puzzle'], region: 'Global', releaseDate: null }).expect(200)).body;
    expect(edited).toMatchObject({ name: 'Renamed Game', slug: newSlug, oldSlugs: [oldSlug], genres: ['Puzzle'] });

    const api = await request(sut.url).get(`/api/products/${oldSlug}`).redirects(0).expect(308);
    expect(api.headers.location).toBe(`/api/products/${newSlug}`);
    expect((await request(sut.url).get(`/api/products/${newSlug}`).expect(200)).body).toMatchObject({ name: 'Renamed Game' });
    const page = await request(sut.url).get(`/product/${oldSlug}`).redirects(0);
    expect([301, 308]).toContain(page.status);
    expect(page.headers.location).toMatch(new RegExp(`/product/${newSlug}$`));

    const sitemap = (await request(sut.url).get('/sitemaps/products-1.xml').expect(200)).text;
    expect(sitemap).toContain(`/product/${newSlug}<`);
    expect(sitemap).not.toContain(`/product/${oldSlug}<`);

    const update = (await audit(product.id)).find((entry) => entry.action === 'product.update');
    expect(update).toMatchObject({
      action: 'product.update',
      details: { productName: 'Renamed Game', changes: { name: { from: product.name, to: 'Renamed Game' }, slug: { from: oldSlug, to: newSlug }, genres: { from: [], to: ['Puzzle'] } } },
    });

    // The old slug given back to the product is current again, and redirects no more.
    expect((await patch(product.id, { slug: oldSlug }).expect(200)).body.oldSlugs).toEqual([newSlug]);
    await request(sut.url).get(`/api/products/${oldSlug}`).expect(200);
    const other = (await create({ name: `Other ${tag()}`, platform: 'PC', priceCents: 100 }).expect(201)).body;
    expect((await patch(other.id, { slug: oldSlug }).expect(409)).body.code).toBe('slug_taken');
  });

  it('renders the description as Markdown without scripts or javascript: links, in the API and on the page', async () => {
    const product = await liveProduct({
      description: '# Big\n\nA **bold** game. <script>alert("x")</script>\n\n[Site](https://example.com) [evil](javascript:alert(1)) <a href="javascript:alert(2)">also</a> <img src=x onerror="alert(3)">',
    });
    const detail = (await request(sut.url).get(`/api/products/${product.slug}`).expect(200)).body;
    expect(detail.descriptionHtml).toContain('<strong>bold</strong>');
    expect(detail.descriptionHtml).toContain('<a href="https://example.com" rel="nofollow ugc noopener noreferrer">Site</a>');
    expect(detail.descriptionHtml).not.toMatch(/<script|javascript:|onerror|alert\(/i);
    const page = (await request(sut.url).get(`/product/${product.slug}`).expect(200)).text;
    expect(page).toContain('<strong>bold</strong>');
    expect(page).not.toContain('<script>alert');
    expect(page).not.toMatch(/href="javascript:/i);
  });

  describe('images', () => {
    it('stores an upload in Postgres, adds it as the cover, and serves it resized, cached for good', async () => {
      const product = (await create({ name: `Pictured ${tag()}`, platform: 'PC', priceCents: 500 }).expect(201)).body;
      const uploaded = (await upload(product.id, await png(1600, 1200)).expect(201)).body;
      expect(uploaded).toMatchObject({ url: `/images/${uploaded.id}`, width: 1600, height: 1200, product: { image: `/images/${uploaded.id}`, images: [`/images/${uploaded.id}`] } });
      const [stored] = await sut.db.query<{ content_type: string; byte_size: number; product_id: string }>(`SELECT content_type, byte_size, product_id FROM product_images WHERE id = $1`, [uploaded.id]);
      expect(stored).toMatchObject({ content_type: 'image/png', product_id: product.id });
      expect((await audit(product.id)).map((entry) => entry.action)).toEqual(['product.create', 'product.image_upload']);

      const first = await request(sut.url).get(`/images/${uploaded.id}?w=320`).set('accept', 'image/avif,image/webp,*/*').buffer(true).expect(200);
      expect(first.headers['content-type']).toBe('image/webp');
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(first.headers.etag).toBe(`"${uploaded.id}-320-webp"`);
      expect((await sharp(first.body).metadata()).width).toBe(320);
      const variants = await sut.db.query<{ width: number; format: string }>(`SELECT width, format FROM product_image_variants WHERE image_id = $1`, [uploaded.id]);
      expect(variants).toEqual([{ width: 320, format: 'webp' }]);

      // The second request reads the kept copy: mark it, and the mark is what comes back (no resizing).
      const marked = await sharp({ create: { width: 7, height: 7, channels: 3, background: '#000' } }).webp().toBuffer();
      await sut.db.query(`UPDATE product_image_variants SET bytes = $2 WHERE image_id = $1 AND width = 320`, [uploaded.id, marked]);
      const second = await request(sut.url).get(`/images/${uploaded.id}?w=320`).set('accept', 'image/webp').buffer(true).expect(200);
      expect(Buffer.compare(second.body, marked)).toBe(0);
      await request(sut.url).get(`/images/${uploaded.id}?w=320`).set('accept', 'image/webp').set('if-none-match', `"${uploaded.id}-320-webp"`).expect(304);

      const jpeg = await request(sut.url).get(`/images/${uploaded.id}?w=640`).set('accept', 'image/jpeg').buffer(true).expect(200);
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(jpeg.body).metadata()).width).toBe(640);
      expect((await request(sut.url).get(`/images/${uploaded.id}?w=333`).expect(400)).body.code).toBe('image_width');
      await request(sut.url).get(`/images/${randomUUID()}?w=320`).expect(404);
      await request(sut.url).get('/images/not-an-image?w=320').expect(404);

      // Ordering: a second picture made the cover, the first removed.
      const another = (await upload(product.id, await png(800, 600)).expect(201)).body;
      expect(another.product.images).toEqual([`/images/${uploaded.id}`, `/images/${another.id}`]);
      const reordered = (await patch(product.id, { images: [`/images/${another.id}`] }).expect(200)).body;
      expect(reordered).toMatchObject({ image: `/images/${another.id}`, images: [`/images/${another.id}`] });
      expect((await patch(product.id, { images: ['https://evil.example/x.png'] }).expect(400)).body.code).toBe('unknown_image');
    });

    it('refuses a file that is no image whatever its name and type say, one too large, and uploads by customers', async () => {
      const product = (await create({ name: `Refusing ${tag()}`, platform: 'PC', priceCents: 500 }).expect(201)).body;
      const script = Buffer.from('<script>alert(1)</script>'.repeat(20));
      expect((await upload(product.id, script, 'cover.jpg', 'image/jpeg').expect(422)).body).toMatchObject({ code: 'image_type' });
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
      expect((await upload(product.id, gif, 'a.gif', 'image/gif').expect(422)).body.code).toBe('image_type');
      const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
      expect((await upload(product.id, broken).expect(422)).body.code).toBe('image_unreadable');

      // Refused from its Content-Length, before the body is read: the answer is a 413, unless the client
      // is still sending the body when the server closes (Node 24's client then reports the reset).
      const big = Buffer.alloc(5 * 1024 * 1024 + 32 * 1024, 1);
      const tooLarge = await upload(product.id, big, 'big.png').then(
        (res) => res.status,
        (error: { response?: request.Response; code?: string }) => error.response?.status ?? error.code,
      );
      expect([413, 'EPIPE', 'ECONNRESET']).toContain(tooLarge);
      await request(sut.url).post(`/api/admin/products/${product.id}/images`).set(admin).send({ image: 'x' }).expect(415);
      await request(sut.url).post(`/api/admin/products/${product.id}/images`).set(customer).attach('image', await png(10, 10), 'a.png').expect(403);
      expect(await sut.db.query(`SELECT id FROM product_images WHERE product_id = $1`, [product.id])).toEqual([]);
    });
  });

  describe('publishing', () => {
    it('puts a draft on sale only with a price set and stock, saying what is missing', async () => {
      const draft = (await create({ name: `Draft ${tag()}`, platform: 'PC', priceCents: 999 }).expect(201)).body;
      expect((await publish(draft.id).expect(409)).body).toMatchObject({ code: 'no_stock', message: `${draft.name} has no stock: add keys before publishing.` });
      expect((await patch(draft.id, { active: true }).expect(409)).body.code).toBe('no_stock');
      await addKeys(draft.id);
      // As an import leaves it: a suggested price, not one an admin set.
      await sut.db.query(`UPDATE products SET price_set_at = NULL WHERE id = $1`, [draft.id]);
      expect((await publish(draft.id).expect(409)).body).toMatchObject({
        code: 'price_not_set',
        message: `${draft.name} has no price yet: set its price (and discount) and save before publishing.`,
      });
      expect((await patch(draft.id, { priceCents: 1299 }).expect(200)).body).toMatchObject({ priceSet: true, draft: true, active: false });
      expect((await publish(draft.id).expect(200)).body).toMatchObject({ active: true, draft: false });
      await request(sut.url).get(`/api/products/${draft.slug}`).expect(200);
      expect((await audit(draft.id)).map((entry) => entry.action)).toEqual(['product.create', 'keys.import', 'product.update', 'product.publish']);
      // Hidden after going live, it is no draft: putting it back follows the old rule.
      expect((await patch(draft.id, { active: false }).expect(200)).body).toMatchObject({ active: false, draft: false });
      const hidden = (await request(sut.url).get(`/api/admin/products?state=hidden&search=${encodeURIComponent(draft.name)}`).set(admin).expect(200)).body;
      expect(hidden.items.map((item: { id: string }) => item.id)).toEqual([draft.id]);
    });

    it('publishes several at once, reporting each refusal with its reason', async () => {
      const ready = (await create({ name: `Bulk Ready ${tag()}`, platform: 'PC', priceCents: 500 }).expect(201)).body;
      await addKeys(ready.id);
      const empty = (await create({ name: `Bulk Empty ${tag()}`, platform: 'PC', priceCents: 500 }).expect(201)).body;
      const missing = randomUUID();
      const res = await request(sut.url).post('/api/admin/products/publish').set(admin).send({ productIds: [ready.id, empty.id, missing] }).expect(200);
      expect(res.body).toEqual({
        published: [{ id: ready.id, name: ready.name }],
        refused: [
          { id: empty.id, name: empty.name, code: 'no_stock', message: `${empty.name} has no stock: add keys before publishing.` },
          { id: missing, name: null, code: 'product_not_found', message: `No product "${missing}" in the store.` },
        ],
      });
      expect((await audit(ready.id)).map((entry) => entry.action)).toContain('product.publish');
      expect((await audit(empty.id)).map((entry) => entry.action)).not.toContain('product.publish');
      const drafts = (await request(sut.url).get(`/api/admin/products?state=draft&search=Bulk`).set(admin).expect(200)).body;
      expect(drafts.items.map((item: { id: string }) => item.id)).toContain(empty.id);
      expect(drafts.items.map((item: { id: string }) => item.id)).not.toContain(ready.id);
      await request(sut.url).post('/api/admin/products/publish').set(admin).send({ productIds: [] }).expect(400);
      await request(sut.url).post('/api/admin/products/publish').set(admin).send({ productIds: Array.from({ length: 101 }, () => randomUUID()) }).expect(400);
      await request(sut.url).post('/api/admin/products/publish').set(customer).send({ productIds: [ready.id] }).expect(403);
    });
  });
});
