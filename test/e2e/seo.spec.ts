import { randomInt } from 'node:crypto';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signedInState } from './sessions.js';
import { signInToSharedAccount } from './dev-mailbox.js';
import { ADMIN, open } from './shop.js';

/** Accounts the demo seed creates. */
const PASSWORD = 'keyshop-e2e-7';
/** A game the demo seed stocks with several keys. */
const PRODUCT_SLUG = 'halo-infinite';

const INDEX = 'index, follow';
const NOINDEX = 'noindex, nofollow';

type Visitor = 'guest' | 'shopper' | 'admin';

interface RouteCase {
  /** A path, or a function of the shopper's order number. */
  path: string | ((order: string) => string);
  visitor: Visitor;
  robots: string;
  /** The expected <title>; every title ends with the store's name. */
  title: RegExp;
  /** The canonical path, when it is not the path asked for; null where there is none (error pages). */
  canonicalPath?: string | null;
  status?: number;
  /** og:type, when the page is not a `website` (a product page is a `product`). */
  ogType?: string;
}

const routes: RouteCase[] = [
  { path: '/', visitor: 'guest', robots: INDEX, title: /^Keyshop: Your Ultimate Gaming Destination/ },
  { path: '/products', visitor: 'guest', robots: INDEX, title: /^Game Store \| Keyshop$/ },
  { path: `/product/${PRODUCT_SLUG}`, visitor: 'guest', robots: INDEX, title: /^Halo Infinite \| Keyshop$/, ogType: 'product' },
  { path: '/deals', visitor: 'guest', robots: INDEX, title: /^Game Deals \| Keyshop$/ },
  { path: '/category/pc-games', visitor: 'guest', robots: INDEX, title: /^PC Games \| Keyshop$/ },
  { path: '/about', visitor: 'guest', robots: INDEX, title: /About.* \| Keyshop$/ },
  { path: '/faq', visitor: 'guest', robots: INDEX, title: /(FAQ|Frequently Asked Questions).* \| Keyshop$/ },
  { path: '/privacy-policy', visitor: 'guest', robots: INDEX, title: /Privacy Policy.* \| Keyshop$/ },
  { path: '/contact', visitor: 'guest', robots: INDEX, title: /Contact.* \| Keyshop$/ },
  { path: '/support', visitor: 'guest', robots: INDEX, title: /Support.* \| Keyshop$/ },
  { path: '/terms-of-service', visitor: 'guest', robots: INDEX, title: /Terms of Service.* \| Keyshop$/ },
  { path: '/refund-policy', visitor: 'guest', robots: INDEX, title: /Refund Policy.* \| Keyshop$/ },
  { path: '/cart', visitor: 'guest', robots: NOINDEX, title: /^Shopping Cart \| Keyshop$/ },
  { path: '/checkout', visitor: 'shopper', robots: NOINDEX, title: /^Checkout \| Keyshop$/ },
  { path: '/auth', visitor: 'guest', robots: NOINDEX, title: /^Sign In or Create an Account \| Keyshop$/ },
  { path: '/auth/forgot-password', visitor: 'guest', robots: NOINDEX, title: /^Forgot Your Password\? \| Keyshop$/ },
  { path: '/auth/reset-password', visitor: 'guest', robots: NOINDEX, title: /^Choose a New Password \| Keyshop$/ },
  { path: '/auth/sign-in-link', visitor: 'guest', robots: NOINDEX, title: /^Sign In with Your Link \| Keyshop$/ },
  { path: '/dashboard', visitor: 'shopper', robots: NOINDEX, title: /^Dashboard \| Keyshop$/ },
  { path: (order) => `/dashboard/orders/${order}`, visitor: 'shopper', robots: NOINDEX, title: /^Order KS-\d{4}-\d+ \| Keyshop$/ },
  { path: '/admin', visitor: 'admin', robots: NOINDEX, title: /^Admin Dashboard \| Keyshop$/ },
  { path: '/admin/orders', visitor: 'admin', robots: NOINDEX, title: /^Orders \| Admin \| Keyshop$/ },
  { path: (order) => `/admin/orders/${order}`, visitor: 'admin', robots: NOINDEX, title: /^Order KS-\d{4}-\d+ \| Admin \| Keyshop$/ },
  { path: '/admin/products', visitor: 'admin', robots: NOINDEX, title: /^Products \| Admin \| Keyshop$/ },
  { path: '/admin/redeem-codes', visitor: 'admin', robots: NOINDEX, title: /^Redeem Codes \| Admin \| Keyshop$/ },
  { path: '/admin/queues', visitor: 'admin', robots: NOINDEX, title: /^Queues \| Admin \| Keyshop$/ },
  { path: '/admin/audit', visitor: 'admin', robots: NOINDEX, title: /^Audit Log \| Admin \| Keyshop$/ },
  { path: '/redeem-key', visitor: 'guest', robots: NOINDEX, title: /^Redeem CD Key \| Keyshop$/ },
  // Without an order, the payment pages are titled as they read: nothing was paid.
  { path: '/payment/success', visitor: 'shopper', robots: NOINDEX, title: /^Order not found \| Keyshop$/ },
  { path: '/payment/pending', visitor: 'shopper', robots: NOINDEX, title: /^No order to follow \| Keyshop$/ },
  { path: '/no-such-page-for-seo', visitor: 'guest', robots: NOINDEX, title: /^Page Not Found \| Keyshop$/, canonicalPath: null, status: 404 },
];

/**
 * The shopper of these tests, the same for the whole database: a failed test starts a new worker,
 * which runs the setup again and must find the same account and order rather than buy once more.
 */
const SHOPPER = { email: 'seo-shopper@keyshop.local', password: PASSWORD };
/** An order of the shopper's, awaiting payment, for the order pages. */
let orderNumber = '';

test.beforeAll(async ({ browser, baseURL }) => {
  const origin = baseURL as string;
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(256)}.${randomInt(1, 255)}` } });
  // Made by this run, or by an earlier worker of it.
  await signInToSharedAccount(context.request, SHOPPER);
  const orders = (await (await context.request.get(`${origin}/api/me/orders`)).json()) as { orderNumber: string }[];
  if (orders.length) {
    orderNumber = orders[0].orderNumber;
  } else {
    const product = (await (await context.request.get(`${origin}/api/products/${PRODUCT_SLUG}`)).json()) as { id: string };
    const checkout = await context.request.post(`${origin}/api/checkout`, {
      data: { items: [{ productId: product.id, quantity: 1 }], firstName: 'Thandi', deliveryConsent: true },
      headers: { origin, 'idempotency-key': `seo-${Date.now()}-${randomInt(1_000_000)}` },
    });
    expect(checkout.status()).toBe(201);
    orderNumber = ((await checkout.json()) as { orderNumber: string }).orderNumber;
  }
  await context.close();
});

/**
 * A browser context that runs no script, so what the page shows is the server's HTML alone, signed
 * in as the visitor (each context comes from an address of its own).
 */
async function serverHtmlContext(browser: Browser, visitor: Visitor, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(256)}.${randomInt(1, 255)}` },
    ...(visitor === 'guest' ? {} : { storageState: await signedInState(browser, baseURL, visitor === 'admin' ? ADMIN : SHOPPER, '198.19') }),
  });
}

/** The head tags that search engines and share previews read. */
async function headTags(page: Page) {
  // The page is loaded whole (no script runs): a tag is there or not, so count it rather than wait a
  // short while for it, which a loaded machine could outlast.
  const attribute = async (selector: string, name: string) => {
    const tag = page.locator(`head ${selector}`).first();
    return (await tag.count()) ? tag.getAttribute(name) : null;
  };
  return {
    title: await page.title(),
    description: await attribute('meta[name="description"]', 'content'),
    keywords: await attribute('meta[name="keywords"]', 'content'),
    robots: await attribute('meta[name="robots"]', 'content'),
    canonical: await attribute('link[rel="canonical"]', 'href'),
    ogType: await attribute('meta[property="og:type"]', 'content'),
    ogUrl: await attribute('meta[property="og:url"]', 'content'),
    ogTitle: await attribute('meta[property="og:title"]', 'content'),
    ogDescription: await attribute('meta[property="og:description"]', 'content'),
    ogImage: await attribute('meta[property="og:image"]', 'content'),
    twitterCard: await attribute('meta[name="twitter:card"]', 'content'),
    twitterImage: await attribute('meta[name="twitter:image"]', 'content'),
    robotsTagCount: await page.locator('head meta[name="robots"]').count(),
    canonicalCount: await page.locator('head link[rel="canonical"]').count(),
  };
}

test.describe('head tags in the server-rendered HTML', () => {
  for (const route of routes) {
    const name = typeof route.path === 'string' ? route.path : route.path('{order}');
    test(`${name} (${route.visitor}) has its title, description, canonical URL, share image and robots ${route.robots}`, async ({ browser, baseURL }) => {
      const origin = baseURL as string;
      const context = await serverHtmlContext(browser, route.visitor, origin);
      const page = await context.newPage();
      const path = typeof route.path === 'string' ? route.path : route.path(orderNumber);
      const response = await page.goto(path);
      // Still on the page asked for: no redirect to sign in, to the cart or elsewhere.
      expect(new URL(page.url()).pathname).toBe(path);
      expect(response?.status()).toBe(route.status ?? 200);

      const head = await headTags(page);
      expect(head.title).toMatch(route.title);
      expect(head.title).toMatch(/Keyshop/);
      expect(head.description?.length ?? 0).toBeGreaterThan(20);
      expect(head.robots).toBe(route.robots);
      expect(head.robotsTagCount).toBe(1);

      const canonicalPath = route.canonicalPath === undefined ? path : route.canonicalPath;
      if (canonicalPath === null) {
        expect(head.canonicalCount).toBe(0);
      } else {
        expect(head.canonicalCount).toBe(1);
        expect(head.canonical).toBe(new URL(canonicalPath, origin).href);
        expect(head.ogUrl).toBe(head.canonical);
      }
      if (route.robots === INDEX) expect(head.keywords?.length ?? 0).toBeGreaterThan(0);

      expect(head.ogType).toBe(route.ogType ?? 'website');
      expect(head.ogTitle).toBe(head.title);
      expect(head.ogDescription).toBe(head.description);
      expect(head.twitterCard).toBe('summary_large_image');
      expect(head.ogImage).toMatch(/^https?:\/\//);
      expect(head.twitterImage).toBe(head.ogImage);
      const image = await context.request.get(head.ogImage as string);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toMatch(/^image\//);

      await context.close();
    });
  }

  test('the product page shares its product and describes it with JSON-LD: offer, price, availability', async ({ browser, baseURL }) => {
    const origin = baseURL as string;
    const context = await serverHtmlContext(browser, 'guest', origin);
    const product = (await (await context.request.get(`/api/products/${PRODUCT_SLUG}`)).json()) as { id: string; name: string; priceCents: number; stock: number };
    const page = await context.newPage();
    await page.goto(`/product/${PRODUCT_SLUG}`);

    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const data = JSON.parse((await scripts.textContent()) ?? '') as Record<string, unknown> & { offers: Record<string, unknown> };
    const url = new URL(`/product/${PRODUCT_SLUG}`, origin).href;
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: product.name, sku: product.id, url });
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: (product.priceCents / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    });
    expect(data.offers.price).toMatch(/^\d+\.\d{2}$/);
    // Nobody reviewed it in this fresh store: no rating is claimed to search engines.
    expect(data).not.toHaveProperty('aggregateRating');
    for (const image of (data.image as string[] | undefined) ?? []) expect(image).toMatch(/^https?:\/\//);

    await context.close();
  });

  test('the product page shares its cover and price: Open Graph product tags and a large-image Twitter card', async ({ browser, baseURL }) => {
    const origin = baseURL as string;
    const context = await serverHtmlContext(browser, 'guest', origin);
    const product = (await (await context.request.get(`/api/products/${PRODUCT_SLUG}`)).json()) as { name: string; priceCents: number; image: string | null };
    const page = await context.newPage();
    await page.goto(`/product/${PRODUCT_SLUG}`);
    const meta = (selector: string) => page.locator(`head ${selector}`).getAttribute('content');

    expect(await meta('meta[property="og:type"]')).toBe('product');
    expect(await meta('meta[property="og:title"]')).toBe(`${product.name} | Keyshop`);
    expect(await meta('meta[property="og:url"]')).toBe(new URL(`/product/${PRODUCT_SLUG}`, origin).href);
    expect(await meta('meta[property="product:price:amount"]')).toBe((product.priceCents / 100).toFixed(2));
    expect(await meta('meta[property="product:price:currency"]')).toBe('EUR');
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await meta('meta[name="twitter:data1"]')).toContain((product.priceCents / 100).toFixed(2));
    // The demo game's drawn cover is a vector image, which share previews cannot show: its JPEG picture is shared.
    expect(product.image).toBe(`/media/covers/${PRODUCT_SLUG}.svg`);
    const ogImage = await meta('meta[property="og:image"]');
    expect(ogImage).toBe(new URL(`/media/cover-pictures/${PRODUCT_SLUG}.jpg`, origin).href);
    const picture = await context.request.get(ogImage as string);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/jpeg');
    expect((await picture.body()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await meta('meta[name="twitter:image"]')).toBe(ogImage);
    await context.close();
  });

  test("the sitemap's pages file lists the deals and every category page", async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemaps/pages.xml')).text();
    expect(xml).toContain(`<loc>${baseURL}/deals</loc>`);
    const categories = (await (await request.get('/api/categories')).json()) as { slug: string }[];
    expect(categories.length).toBeGreaterThanOrEqual(5);
    for (const { slug } of categories) expect(xml).toContain(`<loc>${baseURL}/category/${slug}</loc>`);
  });

  test('a product reached by its id names the slug address as canonical', async ({ browser, baseURL }) => {
    const origin = baseURL as string;
    const context = await serverHtmlContext(browser, 'guest', origin);
    const product = (await (await context.request.get(`/api/products/${PRODUCT_SLUG}`)).json()) as { id: string };
    const page = await context.newPage();
    await page.goto(`/product/${product.id}`);
    expect((await headTags(page)).canonical).toBe(new URL(`/product/${PRODUCT_SLUG}`, origin).href);
    await context.close();
  });

  test('after a client-side navigation the robots and canonical tags follow the new page', async ({ page, baseURL }) => {
    await open(page, '/products');
    expect((await headTags(page)).robots).toBe(INDEX);
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page).toHaveTitle('Shopping Cart | Keyshop');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', NOINDEX);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new URL('/cart', baseURL).href);
  });
});

test.describe('the sitemap', () => {
  test('robots.txt names the sitemap index, which lists the pages file and the products files', async ({ request, baseURL }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('application/xml');
    const xml = await index.text();
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain(`<sitemap><loc>${baseURL}/sitemaps/pages.xml</loc></sitemap>`);
    // The demo catalogue fits one products file, which says when it last changed.
    expect(xml).toMatch(new RegExp(`<sitemap><loc>${baseURL}/sitemaps/products-1\\.xml</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></sitemap>`));
    expect(xml).not.toContain('products-2.xml');
  });

  test('the pages file lists the static pages and the categories; the products file lists the products', async ({ request, baseURL }) => {
    const pages = await (await request.get('/sitemaps/pages.xml')).text();
    expect(pages).toContain(`<loc>${baseURL}/products</loc>`);
    expect(pages).toContain(`<loc>${baseURL}/category/pc-games</loc>`);
    expect(pages).not.toContain('/product/');
    const products = await (await request.get('/sitemaps/products-1.xml')).text();
    expect(products).toMatch(new RegExp(`<url><loc>${baseURL}/product/${PRODUCT_SLUG}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(products).not.toContain(`<loc>${baseURL}/products</loc>`);
  });

  test('a file the index does not list is not found', async ({ request }) => {
    for (const file of ['products-2.xml', 'products-0.xml', 'products-9999999.xml', 'other.xml']) {
      const response = await request.get(`/sitemaps/${file}`);
      expect(response.status(), file).toBe(404);
      expect((await response.json()).code, file).toBe('sitemap_file_not_found');
    }
  });
});
